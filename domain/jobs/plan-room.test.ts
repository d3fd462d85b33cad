import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './job-constants.ts';
import type { JobStatusValue } from './job-lifecycle.ts';
import { decideActivation, decidePlanRoom, type PlanRoom } from './plan-room.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

/** Every plan state: never bought, ended, ending right now (ended), running. */
const PLAN_STATES: [string, Date | null, boolean][] = [
  ['no plan ever', null, false],
  ['a plan that ended yesterday', day(-1), false],
  ['a plan ending this instant', NOW, false],
  ['a plan running for a year more', day(365), true],
];

/** What the rule answers; the room and offers are the same for any job status that is not ACTIVE. */
function expected(
  isRunning: boolean,
  planEndsAt: Date | null,
  activeJobs: number,
  awaiting: number,
): PlanRoom {
  const canGoLive = isRunning || activeJobs < 1;
  return {
    plan: isRunning ? 'STARTUP' : 'FREE',
    planEndsAt: isRunning ? planEndsAt : null,
    activeJobLimit: isRunning ? null : 1,
    activeJobs,
    jobsAwaitingPayment: awaiting,
    canGoLive,
    isWithinPlan: isRunning || activeJobs <= 1,
    canBuyPlan: !isRunning,
    offersPlanToPublish: !canGoLive,
  };
}

describe('decidePlanRoom', () => {
  describe.each(PLAN_STATES)('%s', (_plan, planEndsAt, isRunning) => {
    it('a startup without jobs may publish', () => {
      expect(decidePlanRoom({ planEndsAt, jobsByStatus: {}, now: NOW })).toEqual(
        expected(isRunning, planEndsAt, 0, 0),
      );
    });

    it.each<JobStatusValue>([...JOB_STATUSES])('one %s job', (status) => {
      const room = decidePlanRoom({ planEndsAt, jobsByStatus: { [status]: 1 }, now: NOW });
      const active = status === 'ACTIVE' ? 1 : 0;
      expect(room).toEqual(expected(isRunning, planEndsAt, active, status === 'PENDING_PAYMENT' ? 1 : 0));
    });

    it.each<JobStatusValue>([...JOB_STATUSES])('one live job and three %s jobs', (status) => {
      const jobsByStatus = status === 'ACTIVE' ? { ACTIVE: 4 } : { ACTIVE: 1, [status]: 3 };
      const room = decidePlanRoom({ planEndsAt, jobsByStatus, now: NOW });
      expect(room).toEqual(
        expected(isRunning, planEndsAt, jobsByStatus.ACTIVE, status === 'PENDING_PAYMENT' ? 3 : 0),
      );
    });
  });

  it.each<[string, Partial<Record<JobStatusValue, number>>, Date | null, Partial<PlanRoom>]>([
    // Only ACTIVE jobs take room: paused, expired, drafts, waiting and unpublished jobs leave the free slot open.
    [
      'free, only paused, expired, draft and waiting jobs',
      { STOPPED: 2, EXPIRED: 5, DRAFT: 1, PENDING_PAYMENT: 2, PENDING_COMPANY_APPROVAL: 1, UNPUBLISHED: 3 },
      null,
      { canGoLive: true, offersPlanToPublish: false, isWithinPlan: true, jobsAwaitingPayment: 2 },
    ],
    [
      'free with its one live job: a waiting job is offered the plan',
      { ACTIVE: 1, PENDING_PAYMENT: 1 },
      null,
      { canGoLive: false, offersPlanToPublish: true, canBuyPlan: true, isWithinPlan: true },
    ],
    [
      'free with seven live jobs (a plan that ended): over the plan, no room',
      { ACTIVE: 7 },
      day(-3),
      { plan: 'FREE', canGoLive: false, isWithinPlan: false, offersPlanToPublish: true },
    ],
    [
      'a running plan with seven live jobs and one waiting: publishable, the plan not offered again',
      { ACTIVE: 7, PENDING_PAYMENT: 1 },
      day(30),
      { plan: 'STARTUP', canGoLive: true, isWithinPlan: true, canBuyPlan: false, offersPlanToPublish: false },
    ],
  ])('%s', (_name, jobsByStatus, planEndsAt, answer) => {
    expect(decidePlanRoom({ planEndsAt, jobsByStatus, now: NOW })).toMatchObject(answer);
  });
});

describe('decideActivation', () => {
  it.each<[string, Date | null, Partial<Record<JobStatusValue, number>>, string]>([
    ['free, nothing live', null, {}, 'ACTIVE'],
    ['free, one live', null, { ACTIVE: 1 }, 'PENDING_PAYMENT'],
    ['free, three live', day(-1), { ACTIVE: 3 }, 'PENDING_PAYMENT'],
    ['free, the live one paused', null, { STOPPED: 1, PENDING_PAYMENT: 1 }, 'ACTIVE'],
    ['a running plan, nothing live', day(1), {}, 'ACTIVE'],
    ['a running plan, forty live', day(1), { ACTIVE: 40 }, 'ACTIVE'],
  ])('%s → %s', (_name, planEndsAt, jobsByStatus, status) => {
    expect(decideActivation(decidePlanRoom({ planEndsAt, jobsByStatus, now: NOW }))).toBe(status);
  });
});
