import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectExplaining, type WordChallengeRequest } from '../../../machines/lessons/explaining.connect';
import { explainingMachine } from '../../../machines/lessons/explaining.machine';
import type { Example } from '../../../machines/learningContent';
import { explainingActors } from '../../api/actors/lessons/explainingStory';
import { serverMessage } from '../../api/messages';
import { useAppActor, useAppChildSelector } from '../../app/AppActorContext';
import { isMuted, isSpeaking } from '../../../machines/shell/audio.machine';
import { StrokeOrder } from '../../components/hanzi/StrokeOrder';
import { ReplayButton } from '../../audio/ReplayButton';
import { Ruby } from '../../components/Ruby';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import './explaining.css';
import { ChallengeLoadError } from '../../components/ChallengeLoadError';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';
import { englishGloss } from '../../../machines/rules/gloss';

/**
 * /explaining/{id}: one word explained (SPEC §2). The `explaining` machine loads it (GET
 * word/{id}), reads it aloud and records the explanation as seen once the word was heard
 * (or cannot be played here) (machines/lessons/explaining.machine.ts); what shows is its view model
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
  // the word is said through the root's audio actor (first tap, mute), from the recordings
  const logic = useMemo(
    () => explainingMachine.provide({ actors: explainingActors, actions: { playWord: (_, clip) => app.send({ type: 'voice.play', clip }) } }),
    [app],
  );
  const actor = useActorRef(logic, {
    input: { wordId, script },
    ...inspectOption(),
  });
  const snapshot = useSelector(actor, (s) => s);
  const view = connectExplaining(snapshot, settings);
  const word = view.word;
  const hanzi = word?.word ?? '';
  const ready = view.status === 'ready';
  // the audio actor: saying a word, or unable to (muted, or no tap yet has unlocked sound)
  const speaking = useAppChildSelector('audio', isSpeaking);
  const silent = useAppChildSelector('audio', (audio) => isMuted(audio) || audio.matches({ gesture: 'locked' }));
  const saidSomething = useRef(false);

  // The explanation counts once the word was heard (explaining.machine.ts): its saying as the
  // explanation opened (or on Listen) has ended; where nothing can play (sound muted, no tap yet)
  // the word counts as heard at once, so a child who cannot hear still goes on.
  useEffect(() => {
    if (!ready) return;
    if (speaking) saidSomething.current = true;
    else if (saidSomething.current || silent) actor.send({ type: 'word.heard' });
  }, [actor, ready, speaking, silent]);

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
              <strong>{englishGloss(word)}</strong>
              <span className="explaining-explain">{word.explain}</span>
            </p>
          ) : null}
          {view.canPronounce ? <ReplayButton className="explaining-listen" onPress={() => actor.send({ type: 'word.pronounce' })} /> : null}
        </div>
      </section>

      <section className="card">
        <StrokeOrder strokes={word.strokes} script={script} onPlayed={strokesPlayed} />
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

/** The stroke animation gates nothing any more (the word heard does, issue 28 §4). */
function strokesPlayed() {}
