import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { serverMessage } from '../api/messages';
import { useAppActor, useAppSelector } from '../app/AppActorContext';
import { Modal } from './Modal';

/**
 * "The challenge could not start": the root actor's failed challenge load (machines/shell/app.machine.ts,
 * region `play.challenge` in `failed`, the error in `challengeError`), said in the interface
 * language (the server's message through src/api/messages.ts), with "Got it" to dismiss it
 * (`challenge.dismiss`). Drop it into any screen that sends `challenge.open`: the words house, the
 * lesson track, the explanation. Only the screen that asked can be showing when it fails: a route
 * change while the words load, or after the failure, clears it (the root's own rule).
 */
export function ChallengeLoadError() {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const app = useAppActor();
  const error = useAppSelector((snapshot) =>
    snapshot.matches({ play: { challenge: 'failed' } }) ? snapshot.context.challengeError : null,
  );
  const dismiss = () => app.send({ type: 'challenge.dismiss' });
  return (
    <Modal open={error !== null} title={t`The challenge could not start`} onClose={dismiss} className="challenge-load-error">
      {error ? <p>{serverMessage(i18n, error.message)}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={dismiss}>
          <Trans>Got it</Trans>
        </button>
      </div>
    </Modal>
  );
}
