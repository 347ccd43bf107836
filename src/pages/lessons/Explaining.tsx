import { useCallback } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectExplaining, type SpeechView, type WordChallengeRequest } from '../../../machines/lessons/explaining.connect';
import { explainingMachine } from '../../../machines/lessons/explaining.machine';
import type { Example } from '../../../machines/learningContent';
import { explainingActors } from '../../api/actors/lessons/explainingStory';
import { serverMessage } from '../../api/messages';
import { useAppActor } from '../../app/AppActorContext';
import { StrokeOrder } from '../../components/hanzi/StrokeOrder';
import { Ruby } from '../../components/Ruby';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import './explaining.css';
import { ChallengeLoadError } from '../../components/ChallengeLoadError';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';

/**
 * /explaining/{id}: one word explained (SPEC §2). The `explaining` machine loads it (GET
 * word/{id}), reads it aloud and records the explanation as seen once the stroke-order
 * animation has played (machines/lessons/explaining.machine.ts); what shows is its view model
 * (machines/lessons/explaining.connect.ts). The go-to-challenge button asks the root actor for a
 * word challenge from the lesson.
 */
export default function ExplainingPage() {
  const { id } = useParams();
  const wordId = Number(id);
  if (!id || !Number.isInteger(wordId) || wordId <= 0) return <NoWord />;
  return <Explanation key={wordId} wordId={wordId} />;
}

function NoWord() {
  const { t } = useLingui();
  return (
    <section className="page explaining-page card" aria-labelledby="page-title">
      <PageTitle>{`${t`Word explanation`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Word explanation</Trans>
      </h1>
      <p className="page-status">
        <Trans>This word could not be found.</Trans>
      </p>
      <LocalizedLink className="button" to="/home">
        <Trans>Back to home</Trans>
      </LocalizedLink>
    </section>
  );
}

function Explanation({ wordId }: { wordId: number }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const settings = useLearningSettings();
  const app = useAppActor();
  const script = settings.language;
  const actor = useActorRef(explainingMachine.provide({ actors: explainingActors }), {
    input: { wordId, script },
    ...inspectOption(),
  });
  const snapshot = useSelector(actor, (s) => s);
  const view = connectExplaining(snapshot, settings);
  const word = view.word;
  const hanzi = word?.word ?? '';
  const played = useCallback(() => actor.send({ type: 'strokes.played' }), [actor]);

  const openChallenge = (request: WordChallengeRequest) => {
    // The root's `challenge.open` (machines/shell/app.machine.ts) starts the challenge and goes to /challenge.
    app.send({ type: 'challenge.open', request });
  };

  if (view.status !== 'ready' || !word) {
    return (
      <section className="page explaining-page card" aria-labelledby="page-title" aria-busy={view.status === 'loading'}>
        <PageTitle>{`${t`Word explanation`} · ${t`Hanzi House`}`}</PageTitle>
        <h1 id="page-title">
          <Trans>Word explanation</Trans>
        </h1>
        {view.status === 'failed' ? (
          <>
            <p role="alert">{serverMessage(i18n, view.errorMessage ?? 'Error')}</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'word.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : (
          <p className="page-status" role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </section>
    );
  }

  return (
    <article className="page explaining-page" aria-labelledby="page-title">
      <PageTitle>{`${word.word} · ${t`Word explanation`} · ${t`Hanzi House`}`}</PageTitle>
      <section className="explaining-hero card">
        {word.image ? <img className="explaining-picture" src={word.image} alt="" /> : null}
        <div className="explaining-word">
          <h1 id="page-title" className="explaining-title">
            <Ruby text={word.word} ruby={word.ruby} script={script} />
          </h1>
          {view.english ? (
            <p className="explaining-english" lang="en">
              <strong>{word.english}</strong>
              <span className="explaining-explain">{word.explain}</span>
            </p>
          ) : null}
          <button
            type="button"
            className="button explaining-listen"
            onClick={() => actor.send({ type: 'word.pronounce' })}
            disabled={!view.canPronounce || view.speech === 'speaking'}
          >
            <SpeakerIcon /> <Trans>Listen</Trans>
          </button>
          <SpeechNote speech={view.speech} />
        </div>
      </section>

      <section className="card">
        <StrokeOrder strokes={word.strokes} script={script} onPlayed={played} />
      </section>

      {word.word_examples.length > 0 ? (
        <section className="card explaining-examples" aria-labelledby="word-examples-title">
          <h2 id="word-examples-title">
            <Trans>Words with {hanzi}</Trans>
          </h2>
          <ul className="explaining-example-list">
            {word.word_examples.map((example, i) => (
              <ExampleItem key={i} example={example} script={script} english={view.english} />
            ))}
          </ul>
        </section>
      ) : null}

      {word.sentence_examples.length > 0 ? (
        <section className="card explaining-examples" aria-labelledby="sentence-example-title">
          <h2 id="sentence-example-title">
            <Trans>Example sentence</Trans>
          </h2>
          <ul className="explaining-example-list">
            {word.sentence_examples.map((example, i) => (
              <ExampleItem key={i} example={example} script={script} english={view.english} sentence />
            ))}
          </ul>
        </section>
      ) : null}

      {view.challenge ? (
        <div className="explaining-actions">
          <button type="button" className="button button-primary button-large" onClick={() => openChallenge(view.challenge!)}>
            <Trans>Go to the challenge</Trans>
          </button>
        </div>
      ) : null}
      {/* a word of a lesson the child may not open yet: the challenge is refused, and said so */}
      <ChallengeLoadError />
    </article>
  );
}

function ExampleItem({ example, script, english, sentence = false }: { example: Example; script: 'tw' | 'cn'; english: boolean; sentence?: boolean }) {
  return (
    <li className={sentence ? 'explaining-example explaining-example--sentence' : 'explaining-example'}>
      <Ruby text={example.text} ruby={example.ruby} script={script} />
      {english ? (
        <span className="explaining-example-english" lang="en">
          {example.english}
        </span>
      ) : null}
    </li>
  );
}

/** What the pronounce button did, said plainly: never silent when it cannot speak. */
function SpeechNote({ speech }: { speech: SpeechView }) {
  return (
    <p className="explaining-speech-note" role="status">
      {speech === 'noVoice' ? <Trans>This device has no Chinese voice, so the word cannot be read aloud here.</Trans> : null}
      {speech === 'failed' ? <Trans>The word could not be read aloud. Please try again.</Trans> : null}
    </p>
  );
}

/** A speaker drawn inline: an emoji may be missing from a device's fonts. */
function SpeakerIcon() {
  return (
    <svg className="explaining-speaker" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
