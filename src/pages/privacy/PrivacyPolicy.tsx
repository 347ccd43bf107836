import { Trans, useLingui } from '@lingui/react/macro';
import './privacy.css';

/** The operator's address for privacy questions. A placeholder: set the real one before going live. */
export const PRIVACY_CONTACT = 'privacy@hanzi.house';
/** When this text last changed (shown in the reader's language). */
const UPDATED = new Date(Date.UTC(2026, 10, 23));

/**
 * The privacy policy of Hanzi House, a product for children (issue 9): what is kept and why,
 * where, for how long, who sees it, a parent's control, what the device keeps, and a contact.
 * Written from what the server really stores (src/server/db/schema.ts and its migrations).
 * Shown by /privacy and, from sign-up, in a dialog (so the form stays as it was);
 * `headingLevel` is the level of its section headings (2 on the page, 3 in the dialog).
 */
export function PrivacyPolicy({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const updated = i18n.date(UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  const contact = PRIVACY_CONTACT;
  const tokenName = 'User-Auth-Token';
  const cookieName = 'i18n_redirected';
  return (
    <div className="privacy-policy">
      <p className="privacy-updated">
        <Trans>Last updated: {updated}</Trans>
      </p>
      <p className="lead">
        <Trans>
          Hanzi House is a Chinese-character learning app for children. We keep as little as we can, we keep it on our
          own server, and we never share it. This page tells you, the parent, what we keep, why, for how long, and how you
          stay in control.
        </Trans>
      </p>

      <section aria-labelledby="privacy-collect">
        <H id="privacy-collect">
          <Trans>What we keep and why</Trans>
        </H>
        <ul>
          <li>
            <Trans>
              About you, the parent: your e-mail address (to log in and to send you verification codes, nothing else),
              your nickname, and your password, which we keep only as a salted hash that nobody can read back. Also your
              settings (interface and learning language, study time limit and the like) and when you agreed to this
              policy.
            </Trans>
          </li>
          <li>
            <Trans>
              About each child you add: a name, gender and birthday (to greet the child and suit the lessons), and an
              avatar picture if you choose one. A nickname is enough: please do not enter a full name.
            </Trans>
          </li>
          <li>
            <Trans>
              What your child does in the app: learning progress (the words, lessons and stories finished, and when a
              word is due for review), stars, badges, stickers, picture books and coloring pictures.
            </Trans>
          </li>
          <li>
            <Trans>
              Purchases and points: your orders (plan, amount, payment method, date) and your points history. We never
              see or keep card numbers.
            </Trans>
          </li>
          <li>
            <Trans>
              Only if you ask to transfer points out: the bank details you enter (bank, account name and number, ID
              number, address, phone number, e-mail). The account number and ID number are stored encrypted and shown
              masked.
            </Trans>
          </li>
          <li>
            <Trans>
              To keep accounts safe: login sessions, verification codes (stored only as a hash) and counters of login
              and code attempts, which hold the e-mail address and the network (IP) address they came from.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-where">
        <H id="privacy-where">
          <Trans>Where it is kept</Trans>
        </H>
        <p>
          <Trans>
            Everything is kept in the database (SQLite or PostgreSQL) of the server that runs Hanzi House, run by us. It
            is not sent to any other company or service.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-how-long">
        <H id="privacy-how-long">
          <Trans>How long we keep it</Trans>
        </H>
        <ul>
          <li>
            <Trans>Your account and your children's data are kept until you delete them.</Trans>
          </li>
          <li>
            <Trans>
              When you remove a child, that child's profile, avatar, progress and stars are deleted at once. When you
              delete your account, everything goes at once: your children and their progress, points and purchase
              records, bank details, sessions and codes.
            </Trans>
          </li>
          <li>
            <Trans>
              Login sessions end after 30 days, verification codes after 10 minutes, and attempt counters after 15
              minutes.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-who">
        <H id="privacy-who">
          <Trans>Who sees it</Trans>
        </H>
        <ul>
          <li>
            <Trans>
              You, when you are logged in. Nobody outside Hanzi House: we do not sell, rent or share any data.
            </Trans>
          </li>
          <li>
            <Trans>
              No advertising, no trackers, no analytics, no social media buttons. The app loads nothing from other
              websites: no fonts, pictures or scripts from elsewhere.
            </Trans>
          </li>
          <li>
            <Trans>
              Links that leave the app (such as the app stores) sit behind the grown-ups check, so a child cannot open
              them alone.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-control">
        <H id="privacy-control">
          <Trans>Your child's rights and your control</Trans>
        </H>
        <ul>
          <li>
            <Trans>
              You decide what your child's profile holds, and you can see, correct or remove it at any time.
            </Trans>
          </li>
          <li>
            <Trans>
              To edit or remove a child: Settings (after the grown-ups check), then Children, then the child's card.
            </Trans>
          </li>
          <li>
            <Trans>
              To delete your whole account and everything in it: Settings, then Account, then Delete account, with your
              password.
            </Trans>
          </li>
          <li>
            <Trans>
              A child cannot create an account, buy anything or leave the app alone: those steps are behind the
              grown-ups check.
            </Trans>
          </li>
          <li>
            <Trans>You may also write to us to see, correct or delete what we keep about you or your child.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-device">
        <H id="privacy-device">
          <Trans>Cookies and what your device keeps</Trans>
        </H>
        <p>
          <Trans>
            We use no advertising or tracking cookies. On your device the app keeps only: your login (the cookie and
            local storage entry {tokenName}, until you log out; the session itself ends on our server after 30 days),
            the language you chose (the cookie {cookieName}, for 365 days), a sign-up in progress and its code timer,
            your sound setting, the time of the last automatic reload after an update, and your choice to use the
            website instead of the app (for this visit only).
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <H id="privacy-changes">
          <Trans>Changes to this policy</Trans>
        </H>
        <p>
          <Trans>When this policy changes, the new version appears here with its date.</Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <H id="privacy-contact">
          <Trans>Contact</Trans>
        </H>
        <p>
          <Trans>
            Questions, or a request about your data: write to <strong className="privacy-contact">{contact}</strong>.
          </Trans>
        </p>
      </section>
    </div>
  );
}
