import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { challengeHeader, type ChallengeStep } from '../../machines/challenge/challenge.header';
import type { ChallengeActor } from '../pages/challenge/useChallenge';
import { LocalizedLink } from '../i18n/react';

/**
 * The challenge header (SPEC §2): the three step labels (guess, write, spell) only for a text
 * game and never on the finish screens, the step being played marked; the close button sends
 * `challenge.close`, and the machine goes back to the lesson list of the radical or to the words
 * house. Without a running challenge (the route guard is about to send the visitor home) the
 * labels hide and close leads to the words house.
 */
export function ChallengeHeader({ actor, showLabels: routeShowsLabels }: { actor: ChallengeActor | null; showLabels: boolean }) {
  return actor ? (
    <RunningChallengeHeader actor={actor} routeShowsLabels={routeShowsLabels} />
  ) : (
    <HeaderBar labels={null} step={null} close={null} />
  );
}

function RunningChallengeHeader({ actor, routeShowsLabels }: { actor: ChallengeActor; routeShowsLabels: boolean }) {
  const header = useSelector(actor, challengeHeader, (a, b) => a.showLabels === b.showLabels && a.step === b.step);
  return (
    <HeaderBar
      labels={header.showLabels && routeShowsLabels}
      step={header.step}
      close={() => actor.send({ type: 'challenge.close' })}
    />
  );
}

function HeaderBar({ labels, step, close }: { labels: boolean | null; step: ChallengeStep | null; close: (() => void) | null }) {
  const { t } = useLingui();
  const steps: { id: ChallengeStep; label: string }[] = [
    { id: 'guess', label: t`Guess` },
    { id: 'write', label: t`Write` },
    { id: 'spell', label: t`Spell` },
  ];
  return (
    <header className="app-header challenge-header">
      {labels ? (
        <ol className="challenge-steps" aria-label={t`Challenge steps`}>
          {steps.map(({ id, label }) => (
            <li key={id} aria-current={id === step ? 'step' : undefined} className={id === step ? 'is-current' : undefined}>
              {label}
            </li>
          ))}
        </ol>
      ) : (
        <span />
      )}
      {close ? (
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
          <span aria-hidden="true">✕</span>
        </button>
      ) : (
        <LocalizedLink to="/words-house" className="icon-button" aria-label={t`Close`}>
          <span aria-hidden="true">✕</span>
        </LocalizedLink>
      )}
    </header>
  );
}
