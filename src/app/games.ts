import type { PromiseActorLogic } from 'xstate';
import type {
  BattleLogic,
  ChallengeLogic,
  ChallengeRequest,
  ChallengeSetup,
  LoadedChallenge,
} from '../../machines/shell/app.types';
import { battleMachine } from '../../machines/battle/battle.machine';
import type { BattleWord } from '../../machines/battle/battle.types';
import { challengeMachine } from '../../machines/challenge/challenge.machine';
import type { PassReport } from '../../machines/challenge/challenge.types';
import { reportWithRetryMachine } from '../../machines/challenge/reportWithRetry.machine';
import type { NavigateParams } from '../../machines/routes';
import { loadBattleWords } from '../api/actors/battle/battle';
import { challengeSetupOf, reportProgress } from '../api/actors/challenge/challenge';
import { learningSettingOf } from '../../machines/rules/learningSettings';
import type { Member } from '../../machines/types';

/**
 * The games with the app's implementations: a lazy chunk, imported by the root's
 * `loadChallenge` and `loadBattle` (src/app/appActor.ts) the first time a game is played,
 * so no screen before that pays for the machines or their calls.
 */
type Navigate = (params: NavigateParams) => void;

/** The calls of the games (src/api/actors/challenge/challenge.ts); component tests replace them. */
export interface GameCalls {
  challengeSetupOf: (request: ChallengeRequest) => Promise<ChallengeSetup>;
  reportProgress: PromiseActorLogic<unknown, PassReport>;
  loadBattleWords: PromiseActorLogic<BattleWord[], void>;
}

const apiCalls: GameCalls = { challengeSetupOf, reportProgress, loadBattleWords };

type AudioSystem = {
  system: { get: (id: string) => { send: (event: unknown) => void; getSnapshot?: () => unknown } | undefined };
};

/** A game's sounds go to the root's audio child, which knows whether anything may play (first tap, mute, bgm). */
const playSound = ({ system }: AudioSystem, params: { sound: string }) =>
  system.get('audio')?.send({ type: 'sound.play', sound: params.sound });

/**
 * A syllable just spelled (zhuyin or pinyin spelling): for now its character read by the
 * device's own voice, in the child's script (silent on a device without a Chinese voice). The
 * recorded syllables' player (issue 28 §1) takes this over by `reading`, the recording's name.
 */
const playSyllable = ({ system }: AudioSystem, params: { reading: string; character: string }) => {
  const auth = system.get('auth')?.getSnapshot?.() as { context?: { member?: Member | null } } | undefined;
  const script = learningSettingOf(auth?.context?.member)?.language === 'cn' ? 'cn' : 'tw';
  void import('../audio/speech')
    .then(({ speak }) => speak({ text: params.character, script }))
    .catch(() => {});
};

export function challengeLogic(navigate: Navigate, calls: Partial<GameCalls> = {}): ChallengeLogic {
  const { reportProgress } = { ...apiCalls, ...calls };
  return challengeMachine.provide({
    actions: { navigate: (_, params) => navigate(params), playSound, playSyllable },
    actors: { reportWithRetry: reportWithRetryMachine.provide({ actors: { reportProgress } }) },
  });
}

/** The words of a challenge request and the machine that plays them. */
export async function loadChallenge(request: ChallengeRequest, navigate: Navigate, calls: Partial<GameCalls> = {}): Promise<LoadedChallenge> {
  const { challengeSetupOf } = { ...apiCalls, ...calls };
  return { setup: await challengeSetupOf(request), logic: challengeLogic(navigate, calls) };
}

export function battleLogic(navigate: Navigate, calls: Partial<GameCalls> = {}): BattleLogic {
  const { loadBattleWords } = { ...apiCalls, ...calls };
  return battleMachine.provide({
    actions: { navigate: (_, params) => navigate(params), playSound },
    actors: { loadQuestions: loadBattleWords },
  });
}
