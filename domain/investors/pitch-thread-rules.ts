/**
 * Pitches as conversations (issue 33): the founder's side and the investor's side write back and forth
 * after the pitch, until either side closes the thread. Zod-free: the thread pages import it.
 */

export type PitchSide = 'startup' | 'investor';

export const PITCH_MESSAGE_BODY_MAX = 3000;
export const PITCH_MESSAGE_BODY_MESSAGE = `Please write your message in 1 to ${PITCH_MESSAGE_BODY_MAX} characters`;
/** Messages one person may write in all threads in an hour (both sides, forms and API). */
export const PITCH_MESSAGE_HOURLY_LIMIT = 30;
export const PITCH_MESSAGE_LIMIT_MESSAGE = `You can send at most ${PITCH_MESSAGE_HOURLY_LIMIT} messages an hour: please try again later`;
export const PITCH_THREAD_CLOSED_MESSAGE = 'This conversation is closed: no more messages can be sent.';
export const PITCH_THREAD_NOT_MEMBER_MESSAGE =
  "Only the startup's and the investor's team members can write in this conversation";

/**
 * Who the thread waits for: the investor while the last word (the pitch, or a message) is the
 * startup's; the startup after the investor wrote; nobody once closed or passed.
 */
export function threadWaitsFor(thread: {
  isClosed: boolean;
  status: 'SENT' | 'REPLIED' | 'PASSED';
  lastSide: PitchSide;
}): PitchSide | null {
  if (thread.isClosed || thread.status === 'PASSED') return null;
  return thread.lastSide === 'startup' ? 'investor' : 'startup';
}

/** "2 unread messages" / "1 unread message". */
export function unreadText(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}
