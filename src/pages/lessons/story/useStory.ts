import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { connectStoryPlayer } from '../../../../machines/lessons/storyPlayer.connect';
import { storyPlayerMachine } from '../../../../machines/lessons/storyPlayer.machine';
import { storyPlayerActors } from '../../../api/actors/lessons/explainingStory';
import { useMemo } from 'react';
import { useAppActor } from '../../../app/AppActorContext';
import { isMutedIn, speakActorFor } from '../../../audio/speech';
import { inspectOption } from '../../../dev/inspect';
import { useLearningSettings } from '../../../app/useLearningSettings';

/** The lesson of the story screens: `?lesson=<lesson_id>`; null when missing or not an id. */
export function useStoryLesson(): number | null {
  const [params] = useSearchParams();
  const lesson = Number(params.get('lesson'));
  return Number.isInteger(lesson) && lesson > 0 ? lesson : null;
}

/** The story screens' query string for a lesson. */
export function storySearch(lessonId: number): string {
  return `?lesson=${lessonId}`;
}

/**
 * The `storyPlayer` machine of one story screen (machines/lessons/storyPlayer.machine.ts) with the
 * app's calls and speech, and its view model. The text screens use its loading and story;
 * the video screen plays it.
 */
export function useStory(lessonId: number) {
  const settings = useLearningSettings();
  const script = settings.language;
  const app = useAppActor();
  // the story keeps quiet while the app is muted (the root's audio actor)
  const logic = useMemo(
    () => storyPlayerMachine.provide({ actors: { ...storyPlayerActors, speak: speakActorFor(() => isMutedIn(app.system)) } }),
    [app],
  );
  const actor = useActorRef(logic, {
    input: { lessonId, script },
    ...inspectOption(),
  });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, script, view: connectStoryPlayer(snapshot, settings) };
}
