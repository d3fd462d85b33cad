import type { Platform } from '#domain/companies/company.schema.ts';
import type { AnswerPitchInput, PitchMessageInput, SendPitchInput } from '#domain/investors/pitch.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { answerPitch } from './answer-pitch.ts';
import { closePitchThread } from './close-pitch-thread.ts';
import { getPitchThread } from './get-pitch-thread.ts';
import { getInvestorPitch, listInvestorPitches } from './list-investor-pitches.ts';
import { getStartupPitch, listStartupPitches } from './list-startup-pitches.ts';
import { postPitchMessage } from './post-pitch-message.ts';
import type { PitchPortal } from './require-pitch-access.ts';
import { sendPitch } from './send-pitch.ts';

/**
 * Pitches as page actions and loaders see them (`services.pitches`, issue 12): each operation takes
 * the signed-in user's id and checks membership itself (anyone else: a 404). The thread operations
 * (issue 33) take the portal the page stands on (`{ side, key }`).
 */
export function createPitchWebServices(deps: PortalDeps, platform: Platform) {
  return {
    sendPitch: (
      userId: string,
      investorKey: string,
      values: SendPitchInput,
      deck: { fileName: string | null | undefined; data: Uint8Array },
    ) => sendPitch(deps, { userId, investorKey, platform, values, deck }),
    listStartupPitches: (userId: string, companyKey: string) => listStartupPitches(deps, userId, companyKey),
    getStartupPitch: (userId: string, companyKey: string, pitchId: string) =>
      getStartupPitch(deps, userId, companyKey, pitchId),
    listInvestorPitches: (userId: string, investorKey: string) =>
      listInvestorPitches(deps, userId, investorKey),
    getInvestorPitch: (userId: string, investorKey: string, pitchId: string) =>
      getInvestorPitch(deps, userId, investorKey, pitchId),
    answerPitch: (userId: string, investorKey: string, pitchId: string, answer: AnswerPitchInput) =>
      answerPitch(deps, { userId, investorKey, pitchId, answer }),
    getThread: (userId: string, portal: PitchPortal, pitchId: string) =>
      getPitchThread(deps, { userId, pitchId, portal }),
    postMessage: (userId: string, portal: PitchPortal, pitchId: string, message: PitchMessageInput) =>
      postPitchMessage(deps, { userId, pitchId, portal, message }),
    closeThread: (userId: string, portal: PitchPortal, pitchId: string) =>
      closePitchThread(deps, { userId, pitchId, portal }),
  };
}
