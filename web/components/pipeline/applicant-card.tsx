import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ApplicantCard as ApplicantCardData } from '#domain/applications/applicant-pipeline.schema.ts';
import { type ApplicantStageValue, stageLabel } from '#domain/applications/pipeline.ts';
import { suggestedMove } from '#domain/applications/pipeline-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

export const ANONYMOUS_NAME = 'Anonymised candidate';

export const SMALL_BUTTON =
  'rounded-md border border-brand-600 bg-white px-2.5 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
const SMALL_SELECT =
  'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

export function cardName(card: Pick<ApplicantCardData, 'name'>): string {
  return card.name ?? ANONYMOUS_NAME;
}

/**
 * A card's "Move to" control: a select of the columns it may go to and a Move button, in a plain
 * form (works without JavaScript, and is the keyboard path beside drag and drop, WCAG 2.2 2.5.7).
 */
export function CardMoveForm({
  card,
  customStageName,
  idPrefix,
  layout = 'card',
}: {
  card: Pick<ApplicantCardData, 'id' | 'name' | 'moves' | 'stage'>;
  customStageName: string | null;
  idPrefix: string;
  layout?: 'card' | 'page';
}) {
  if (card.moves.length === 0) return null;
  const name = cardName(card);
  const selectId = `${idPrefix}-move-${card.id}`;
  return (
    <Form method="post" className={layout === 'card' ? 'mt-2' : 'max-w-md'}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicationId" value={card.id} />
      <label
        htmlFor={selectId}
        className={
          layout === 'card' ? 'block text-xs text-slate-600' : 'block text-sm font-medium text-slate-800'
        }
      >
        Move<span className="sr-only"> {name}</span> to
      </label>
      <div className="mt-1 flex items-center gap-2">
        <select
          // A card that moved has other choices: a new select, never a stale choice kept by the browser.
          key={`${card.stage} ${card.moves.join(' ')}`}
          id={selectId}
          name="stage"
          className={SMALL_SELECT}
          defaultValue={suggestedMove(card.stage, card.moves)}
        >
          {card.moves.map((stage: ApplicantStageValue) => (
            <option key={stage} value={stage}>
              {stageLabel(stage, customStageName)}
            </option>
          ))}
        </select>
        <button type="submit" className={SMALL_BUTTON}>
          Move<span className="sr-only"> {name}</span>
        </button>
      </div>
    </Form>
  );
}

/**
 * One candidate on the board: name (to their page), job, applied date, Scout grade, withdrawn
 * mark, a check box for the bulk move (it belongs to the bulk form through `form`), the move
 * control, and the drag handle once JavaScript runs.
 */
export function ApplicantCard({
  card,
  base,
  customStageName,
  showJob,
  dragHandle,
  isDragging = false,
}: {
  card: ApplicantCardData;
  base: string;
  customStageName: string | null;
  showJob: boolean;
  dragHandle?: ReactNode;
  isDragging?: boolean;
}) {
  const name = cardName(card);
  const nameId = `card-${card.id}-name`;
  return (
    <article
      id={`card-${card.id}`}
      tabIndex={-1}
      aria-labelledby={nameId}
      data-testid="applicant-card"
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm focus:outline-2 focus:outline-brand-600 ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      <div className="flex items-start gap-2">
        {card.moves.length > 0 && (
          <>
            <input
              type="checkbox"
              id={`select-${card.id}`}
              name="ids"
              value={card.id}
              form="bulk-move"
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600"
            />
            <label htmlFor={`select-${card.id}`} className="sr-only">
              Select {name}
            </label>
          </>
        )}
        <h3 id={nameId} className="min-w-0 flex-1 font-semibold text-slate-900">
          <Link
            to={`${base}/applicants/${card.id}`}
            className={card.isAnonymized ? 'italic text-slate-700 hover:underline' : 'hover:underline'}
          >
            {name}
          </Link>
        </h3>
        {dragHandle}
      </div>
      {showJob && <p className="mt-1 text-sm text-slate-700">{card.jobTitle}</p>}
      <p className="mt-1 text-xs text-slate-600">
        Applied <time dateTime={card.appliedAt}>{formatUtcDate(new Date(card.appliedAt))}</time>
      </p>
      {(card.scoutGrade !== null || card.withdrawnAt) && (
        <p className="mt-1 flex flex-wrap gap-1 text-xs">
          {card.scoutGrade !== null && (
            <span className="rounded bg-violet-50 px-1.5 py-0.5 font-semibold text-violet-800">
              Scout grade {card.scoutGrade}/5
            </span>
          )}
          {card.withdrawnAt && (
            <span className="rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">Withdrawn</span>
          )}
        </p>
      )}
      <CardMoveForm card={card} customStageName={customStageName} idPrefix="card" />
    </article>
  );
}
