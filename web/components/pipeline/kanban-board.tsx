import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import type {
  ApplicantCard as ApplicantCardData,
  StageCount,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { type ApplicantStageValue, stageLabel } from '#domain/applications/pipeline.ts';
import { moveTargets } from '#domain/applications/pipeline-rules.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ApplicantCard, cardName, SMALL_BUTTON } from './applicant-card.tsx';

export type KanbanProps = {
  cards: ApplicantCardData[];
  stages: StageCount[];
  columnColors: Partial<Record<ApplicantStageValue, string>>;
  customStageName: string | null;
  base: string;
  showJob: boolean;
  /** The job whose "To be rejected" column the batch empties (null: every job's). */
  rejectionJobId: string | null;
  /** False while a search narrows the board: the batch would reach cards the board does not show. */
  canSendRejections: boolean;
};

const NEUTRAL_COLOR = '#64748B';

/**
 * The kanban: one column per stage (labels from `stageLabel`, colours from the site configuration),
 * cards newest first. Every card moves with its own "Move to" form; once JavaScript runs, a card
 * can also be dragged by its handle onto another column, which posts the same move (a drop on
 * Rejected asks for confirmation first, like the form). Cards being moved show in their new column
 * while the request runs.
 */
export function KanbanBoard(props: KanbanProps) {
  const isHydrated = useHydrated();
  const navigation = useNavigation();
  const pending = pendingMoves(navigation.formData);
  const cards = props.cards.map((card) => {
    const to = pending.get(card.id);
    return to && card.moves.includes(to)
      ? { ...card, stage: to, moves: moveTargets({ stage: to, withdrawnAt: card.withdrawnAt }) }
      : card;
  });
  const columns = props.stages.map((column) => (
    <ColumnShell key={column.stage} column={column} {...props} isDroppable={isHydrated}>
      {cards
        .filter((card) => card.stage === column.stage)
        .map((card) => (
          <li key={card.id}>
            {isHydrated && card.moves.length > 0 ? (
              <DraggableCard card={card} {...props} />
            ) : (
              <ApplicantCard
                card={card}
                base={props.base}
                customStageName={props.customStageName}
                showJob={props.showJob}
              />
            )}
          </li>
        ))}
    </ColumnShell>
  ));
  const grid = (
    <div
      className="mt-6 grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-4"
      data-testid="kanban"
    >
      {columns}
    </div>
  );
  return isHydrated ? <DragAndDrop {...props}>{grid}</DragAndDrop> : grid;
}

/** Moves the request in flight is making (a confirmed or non-Rejected move), by card. */
function pendingMoves(formData: FormData | undefined): Map<string, ApplicantStageValue> {
  const moves = new Map<string, ApplicantStageValue>();
  if (!formData) return moves;
  const intent = formData.get('intent');
  const stage = formData.get('stage') as ApplicantStageValue | null;
  if (!stage || (stage === 'rejected' && formData.get('confirmed') !== 'true')) return moves;
  if (intent === 'move') {
    const id = formData.get('applicationId');
    if (typeof id === 'string') moves.set(id, stage);
  } else if (intent === 'bulk-move') {
    for (const id of formData.getAll('ids')) if (typeof id === 'string') moves.set(id, stage);
  }
  return moves;
}

function ColumnShell({
  column,
  columnColors,
  customStageName,
  rejectionJobId,
  canSendRejections,
  isDroppable,
  children,
}: KanbanProps & { column: StageCount; isDroppable: boolean; children: ReactNode }) {
  const label = stageLabel(column.stage, customStageName);
  const color = columnColors[column.stage] ?? NEUTRAL_COLOR;
  const body = (isOver: boolean) => (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`column-${column.stage}`} className="font-semibold text-slate-900">
          {label} <span className="font-normal text-slate-600">({column.count})</span>
        </h2>
      </div>
      {column.stage === 'toreject' && column.count > 0 && !canSendRejections && (
        <p className="mt-2 text-xs text-slate-600">Clear the search to send the rejections.</p>
      )}
      {column.stage === 'toreject' && column.count > 0 && canSendRejections && (
        <Form method="post" className="mt-2">
          <input type="hidden" name="jobId" value={rejectionJobId ?? ''} />
          <button type="submit" name="intent" value="send-rejections" className={SMALL_BUTTON}>
            Send rejections ({column.count})
          </button>
        </Form>
      )}
      <ul
        className={`mt-3 min-h-16 space-y-2 rounded-md ${isOver ? 'bg-brand-50 outline-2 outline-dashed outline-brand-600' : ''}`}
      >
        {children}
      </ul>
    </>
  );
  const className = 'rounded-xl border border-slate-200 border-t-4 bg-slate-100 p-3';
  const style = { borderTopColor: color };
  if (isDroppable) {
    return (
      <DroppableColumn stage={column.stage} className={className} style={style}>
        {body}
      </DroppableColumn>
    );
  }
  return (
    <section
      aria-labelledby={`column-${column.stage}`}
      data-stage={column.stage}
      className={className}
      style={style}
    >
      {body(false)}
    </section>
  );
}

function DroppableColumn({
  stage,
  className,
  style,
  children,
}: {
  stage: ApplicantStageValue;
  className: string;
  style: { borderTopColor: string };
  children: (isOver: boolean) => ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${stage}`}
      data-stage={stage}
      className={className}
      style={style}
    >
      {children(isOver)}
    </section>
  );
}

function DraggableCard({ card, ...props }: KanbanProps & { card: ApplicantCardData }) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  // Pointer only (mouse, touch, pen): keyboard and screen-reader users have the card's own
  // "Move to" form, so the handle is no extra tab stop.
  const handle = (
    <span
      ref={setActivatorNodeRef}
      {...listeners}
      aria-hidden="true"
      title="Drag to another column"
      data-testid="drag-handle"
      className="-mr-1 -mt-1 cursor-grab touch-none select-none rounded px-1.5 py-0.5 text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing"
    >
      ⠿
    </span>
  );
  return (
    <div ref={setNodeRef}>
      <ApplicantCard
        card={card}
        base={props.base}
        customStageName={props.customStageName}
        showJob={props.showJob}
        dragHandle={handle}
        isDragging={isDragging}
      />
    </div>
  );
}

function DragAndDrop({ children, customStageName }: KanbanProps & { children: ReactNode }) {
  const submit = useSubmit();
  const [active, setActive] = useState<ApplicantCardData | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const cardOf = (data: unknown) => (data as { card?: ApplicantCardData } | undefined)?.card ?? null;
  const labelOf = (id: unknown) =>
    typeof id === 'string' ? stageLabel(id as ApplicantStageValue, customStageName) : '';
  const announcements: Announcements = {
    onDragStart: ({ active: item }) => `Picked up ${cardName(cardOf(item.data.current) ?? { name: null })}.`,
    onDragOver: ({ active: item, over }) =>
      over
        ? `${cardName(cardOf(item.data.current) ?? { name: null })} is over ${labelOf(over.id)}.`
        : undefined,
    onDragEnd: ({ active: item, over }) =>
      over
        ? `${cardName(cardOf(item.data.current) ?? { name: null })} was dropped on ${labelOf(over.id)}.`
        : 'The card was put back.',
    onDragCancel: () => 'The card was put back.',
  };
  const onDragStart = (event: DragStartEvent) => setActive(cardOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const card = cardOf(event.active.data.current);
    const to = event.over?.id as ApplicantStageValue | undefined;
    if (!card || !to || to === card.stage || !card.moves.includes(to)) return;
    // The same post as the card's form; a drop on Rejected comes back as the confirmation.
    submit(
      { intent: 'move', applicationId: card.id, stage: to },
      { method: 'post', preventScrollReset: true },
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      {children}
      <DragOverlay>
        {active ? (
          <div className="w-60 rounded-lg border border-brand-600 bg-white p-3 font-semibold shadow-lg">
            {cardName(active)}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
