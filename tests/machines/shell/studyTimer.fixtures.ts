import type { StudyTimerEvent } from '../../../machines/shell/studyTimer.types';
import { makeMember } from '../../fixtures/member';

/** What the root actor forwards when who is signed in changes. */
export function authChanged(loggedIn: boolean, limitMinutes: number): StudyTimerEvent {
  return loggedIn
    ? { type: 'auth.changed', status: 'signedIn', member: makeMember({ setting: { study_time_limit: limitMinutes } }) }
    : { type: 'auth.changed', status: 'signedOut', member: null };
}
