import { fromPromise } from 'xstate';
import { appMachine } from '../../../../machines/shell/app.machine';
import type {
  AppEvent,
  BattleLogic,
  ChallengeLoad,
  LoadedChallenge,
  StudyTimerLogic,
} from '../../../../machines/shell/app.types';
import { authMachine } from '../../../../machines/shell/auth.machine';
import type { LoginOutput } from '../../../../machines/shell/auth.types';
import { battleMachine } from '../../../../machines/battle/battle.machine';
import type { BattleWord } from '../../../../machines/battle/battle.types';
import { challengeMachine } from '../../../../machines/challenge/challenge.machine';
import type { PassReport } from '../../../../machines/challenge/challenge.types';
import { reportWithRetryMachine } from '../../../../machines/challenge/reportWithRetry.machine';
import { routeGuardMachine } from '../../../../machines/shell/routeGuard.machine';
import { appRoute } from '../../../../machines/routes';
import { studyTimerMachine } from '../../../../machines/shell/studyTimer.machine';
import { challengeSettingsOf } from '../../../../machines/rules/learningSettings';
import type { Member } from '../../../../machines/types';
import { alternatingQuestions } from './calculationGate.flow';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<AppEvent> = [
  { label: 'Open home', event: { type: 'route.changed', route: appRoute('home') } },
  { label: 'Open home (en)', event: { type: 'route.changed', route: appRoute('home', 'en') } },
  { label: 'Open login (cn)', event: { type: 'route.changed', route: appRoute('login', 'cn') } },
  { label: 'A call answers 20006', event: { type: 'api.sessionInvalid' } },
  { label: 'A call answers 401', event: { type: 'api.unauthorized' } },
  { label: 'A call answers 403', event: { type: 'api.forbidden' } },
  { label: 'A request starts', event: { type: 'request.start' } },
  { label: 'A request ends', event: { type: 'request.end' } },
  { label: 'First tap (unlock audio)', event: { type: 'audio.unlock' } },
  { label: 'A chunk failed to load', event: { type: 'chunk.failed' } },
  { label: "Start lesson 30's challenge", event: { type: 'challenge.open', request: { game: 'lesson', radicalId: 5, lessonId: 30 } } },
  { label: 'Start a challenge whose words fail to load', event: { type: 'challenge.open', request: { game: 'lesson', radicalId: 5, lessonId: 404 } } },
  { label: 'Dismiss the failed challenge', event: { type: 'challenge.dismiss' } },
  { label: 'Open the challenge screen', event: { type: 'route.changed', route: appRoute('challenge') } },
  { label: 'Open the battle screen', event: { type: 'route.changed', route: appRoute('battle') } },
  { label: 'Start a battle', event: { type: 'battle.open' } },
];

const WORDS: BattleWord[] = [
  { id: 1, word: '日', pinyin: 'rì', zhuyin: 'ㄖˋ', english: 'sun' },
  { id: 2, word: '月亮', pinyin: 'yuè liang', zhuyin: 'ㄩㄝˋ ˙ㄌㄧㄤ', english: 'moon' },
  { id: 3, word: '火', pinyin: 'huǒ', zhuyin: 'ㄏㄨㄛˇ', english: 'fire' },
  { id: 4, word: '水', pinyin: 'shuǐ', zhuyin: 'ㄕㄨㄟˇ', english: 'water' },
];

const challenge = challengeMachine.provide({
  actions: { navigate: logAction('challenge: navigate'), playSound: logAction('challenge: sound'), keepPlace: logAction('challenge: place kept for a reload') },
  actors: { reportWithRetry: reportWithRetryMachine.provide({ actors: { reportProgress: fakeCall<unknown, PassReport>(() => null) } }) },
});

const battle = battleMachine.provide({
  actions: { navigate: logAction('battle: navigate'), playSound: logAction('battle: sound') },
  actors: { loadQuestions: fakeCall<BattleWord[], void>(() => WORDS) },
});

function lessonWords(load: ChallengeLoad): LoadedChallenge {
  const { member } = load;
  if ('request' in load && load.request.game === 'lesson' && load.request.lessonId === 404) throw callError('404', 'Not found');
  return {
    setup: { gameType: 'text', words: WORDS.slice(0, 2), lessonId: 30, radicalId: 5, from: 'lesson' },
    settings: challengeSettingsOf(member),
    logic: challenge,
  };
}

export const flow: FlowDefinition = {
  id: 'app',
  title: 'The root actor',
  description:
    'The whole app behind the screens: auth (a stored token the fake server accepts), the route guard, audio, the ' +
    'native bridge and the loading bar run as children (open the inspector to see them), and the study timer once ' +
    'the member is signed in (its machine is loaded then). Send ' +
    'routes and what the HTTP client would report; navigation and storage are logged. A challenge asked for loads ' +
    'its words (lesson 404 fails), then runs as the child `challenge` until a route outside the challenge screens; a ' +
    'battle runs as `battle` while the battle screens show.',
  machine: appMachine.provide({
    actions: {
      navigate: logAction('app: navigate'),
      storeLocale: logAction('app: locale cookie'),
      storeChunkReloadAt: logAction('app: chunk reload stored at'),
      reloadPage: logAction('app: page reloads'),
      forgetStoredChallenge: logAction('app: the challenge kept for a reload forgotten'),
    },
    actors: {
      auth: authMachine.provide({
        actions: { storeToken: logAction('auth: store token'), clearStoredToken: logAction('auth: clear token') },
        actors: {
          loadMember: fakeCall<Member, { token: string }>(() => sampleMember),
          login: fromPromise<LoginOutput, { email: string; password: string }>(async () => ({ member: sampleMember, api_token: 'tok' })),
          logout: fakeCall<void, { token: string | null }>(() => undefined),
        },
      }),
      routeGuard: routeGuardMachine.provide({ actions: { navigate: logAction('routeGuard: navigate') } }),
      loadChallenge: fakeCall<LoadedChallenge, ChallengeLoad>(lessonWords),
      loadBattle: fakeCall<BattleLogic, void>(() => battle),
      loadStudyTimer: fakeCall<StudyTimerLogic, void>(() => studyTimerMachine),
    },
  }),
  input: { token: 'tok-stored', random: alternatingQuestions() },
  events,
};
