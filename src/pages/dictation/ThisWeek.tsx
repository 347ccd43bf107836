import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import type { SchoolList } from '../../../machines/family/schoolList.types';
import { localDay } from '../../../machines/rules/localDay';
import { currentSchoolList } from '../../../machines/rules/schoolList';
import { loadCurrentLists } from '../../api/actors/dictation/dictation';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import { useLearningSettings } from '../../app/useLearningSettings';
import { DictationIcon, PracticeIcon } from './icons';
import './this-week.css';

const listsMachine = contentLoadMachine.provide({ actors: { load: loadCurrentLists } });

/**
 * This week's words from school, first on the child's home (issue 30 §1): the list
 * `currentSchoolList` picks (its dictation day not passed, else saved this week), each word as a
 * chip coloured by its state, and two big pictures: a pencil on a 田字格 to practise, an ear to
 * take the dictation. Nothing when the
 * parent saved no list, or when the lists could not be loaded (the lessons below still work).
 */
export default function ThisWeek() {
  const { t } = useLingui();
  const settings = useLearningSettings();
  const actor = useActorRef(listsMachine, { input: {}, ...inspectOption() });
  const view = useSelector(actor, (snapshot) => connectContentLoad<SchoolList[]>(snapshot));
  const list = view.data ? currentSchoolList(view.data, localDay(new Date())) : null;
  if (!list) return null;
  const script = settings.language === 'cn' ? 'cn' : 'tw';
  const name = list.name;
  return (
    <section className="card home-this-week" aria-labelledby="home-this-week-title" data-list={list.id}>
      <h2 id="home-this-week-title" className="home-this-week-title">
        {t`This week's words`} · {name}
      </h2>
      <ul className="home-this-week-words" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {list.words.map((word) => (
          <li key={word.tw} className={`home-this-week-word home-this-week-word--${word.state}`} data-state={word.state}>
            {script === 'cn' ? word.cn : word.tw}
            {word.state === 'ready' ? <span role="img" aria-label={t`ready`}>
                {' '}
                ✔
              </span> : null}
          </li>
        ))}
      </ul>
      <div className="home-this-week-actions">
        <LocalizedLink to={`/this-week/${list.id}/practice`} className="button button-large home-this-week-link">
          <PracticeIcon />
          <Trans>Practise</Trans>
        </LocalizedLink>
        <LocalizedLink to={`/this-week/${list.id}/dictation`} className="button button-primary button-large home-this-week-link">
          <DictationIcon />
          <Trans>Dictation</Trans>
        </LocalizedLink>
      </div>
    </section>
  );
}
