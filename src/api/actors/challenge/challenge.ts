import { fromPromise } from 'xstate';
import type { ChallengeRequest, ChallengeSetup } from '../../../../machines/shell/app.types';
import type { ChallengeWordInput, PassReport } from '../../../../machines/challenge/challenge.types';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';
import { reportPass } from '../../outbox';

/**
 * The calls behind the challenge the root actor runs (machines/shell/app.machine.ts, region
 * `play`): the words of a challenge and its passes. Each resolves with
 * what the machine takes or rejects with the client's `ApiError`.
 */

type Word = components['schemas']['Word'];

/** Learning content: the server picks script and phonetic from the member's settings. */
const CONTENT = { 'Locale-Type': '2' } as const;

/** A word of the contract as the challenge plays it. */
export function challengeWordOf(word: Word, choices?: Word[]): ChallengeWordInput {
  return {
    id: word.id,
    word: word.word,
    pinyin: word.pinyin,
    zhuyin: word.zhuyin,
    english: word.english,
    radicalId: word.radical_id,
    lessonId: word.lesson_id,
    strokes: word.strokes,
    image: word.image,
    isCollected: word.is_collected === 1,
    ...(choices && { choices: choices.map((choice) => challengeWordOf(choice)) }),
  };
}

/** The words of a challenge request, and how it is played. */
export async function challengeSetupOf(request: ChallengeRequest): Promise<ChallengeSetup> {
  switch (request.game) {
    case 'lesson': {
      const review = await unwrap(
        api.GET('/review/{lesson_id}', { params: { path: { lesson_id: request.lessonId } }, headers: CONTENT }),
      );
      return {
        gameType: 'text',
        words: review.words.map((word) => challengeWordOf(word)),
        lessonId: request.lessonId,
        radicalId: request.radicalId,
        from: 'lesson',
      };
    }
    case 'word': {
      const challenge = await unwrap(
        api.GET('/challenge/{lesson_id}/{word_id}', {
          params: { path: { lesson_id: request.lessonId, word_id: request.wordId } },
          headers: CONTENT,
        }),
      );
      return {
        gameType: 'text',
        words: [challengeWordOf(challenge.word, challenge.choices)],
        lessonId: request.lessonId,
        radicalId: request.radicalId,
        from: request.from,
      };
    }
    case 'words': {
      const words = await Promise.all(
        request.wordIds.map((id) =>
          unwrap(api.GET('/word/{word_id}', { params: { path: { word_id: id } }, headers: CONTENT })),
        ),
      );
      return { gameType: 'all', words: words.map((word) => challengeWordOf(word)), lessonId: null, radicalId: null, from: 'wordsHouse' };
    }
  }
}

/**
 * POST lesson/schedule: a word pass or a lesson pass of the challenge, kept in the
 * progress outbox (../outbox.ts) before it is sent, so a failed call or a closed tab
 * loses nothing: it is delivered when the network returns.
 */
export const reportProgress = fromPromise<unknown, PassReport>(({ input }) => reportPass(input));
