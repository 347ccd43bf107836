import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolList } from '../../../machines/family/schoolList.types';
import { ClockIcon } from '../../components/ClockIcon';
import { LocalizedLink } from '../../i18n/react';
import { DictationIcon, PracticeIcon } from './icons';
import './this-week.css';

/**
 * A school list as the child meets it (home's first card, the words house's shelf): its title,
 * each word as a chip coloured by its state (a ✔ when ready, a clock when its memory says it is
 * time to write it again), and two big pictures: a pencil on a
 * 田字格 to practise, an ear to take the dictation.
 */
export function ListCard({
  list,
  script,
  title,
  titleId,
  className,
  heading: Heading = 'h2',
}: {
  list: SchoolList;
  script: 'tw' | 'cn';
  title: ReactNode;
  titleId: string;
  className?: string;
  /** The title's heading level: h3 within a section of its own. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  return (
    <section className={`card list-card${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-list={list.id}>
      <Heading id={titleId} className="list-card-title">
        {title}
      </Heading>
      <ul className="list-card-words" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {list.words.map((word) => (
          <li key={word.tw} className={`list-card-word list-card-word--${word.state}`} data-state={word.state}>
            {script === 'cn' ? word.cn : word.tw}
            {word.state === 'ready' ? (
              <span role="img" aria-label={t`ready`}>
                {' '}
                ✔
              </span>
            ) : null}
            {word.is_due === 1 ? (
              // its own memory says it is time to write it again (isListWordDue)
              <span role="img" aria-label={t`time to review`} className="list-card-due">
                <ClockIcon />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="list-card-actions">
        <LocalizedLink to={`/this-week/${list.id}/practice`} className="button button-large list-card-link">
          <PracticeIcon />
          <Trans>Practise</Trans>
        </LocalizedLink>
        <LocalizedLink to={`/this-week/${list.id}/dictation`} className="button button-primary button-large list-card-link">
          <DictationIcon />
          <Trans>Dictation</Trans>
        </LocalizedLink>
      </div>
    </section>
  );
}
