import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import type { SchoolList } from '../../../machines/family/schoolList.types';
import { localDay } from '../../../machines/rules/localDay';
import { currentSchoolList } from '../../../machines/rules/schoolList';
import { loadCurrentLists } from '../../api/actors/dictation/dictation';
import { inspectOption } from '../../dev/inspect';
import { useLearningSettings } from '../../app/useLearningSettings';
import { ListCard } from './ListCard';

const listsMachine = contentLoadMachine.provide({ actors: { load: loadCurrentLists } });

/**
 * This week's words from school, first on the child's home (issue 30 §1): the list
 * `currentSchoolList` picks (its dictation day not passed, else saved this week) as a ListCard.
 * Nothing when the parent saved no list, or when the lists could not be loaded (the lessons below
 * still work).
 */
export default function ThisWeek() {
  const { t } = useLingui();
  const settings = useLearningSettings();
  const actor = useActorRef(listsMachine, { input: {}, ...inspectOption() });
  const view = useSelector(actor, (snapshot) => connectContentLoad<SchoolList[]>(snapshot));
  const list = view.data ? currentSchoolList(view.data, localDay(new Date())) : null;
  if (!list) return null;
  const name = list.name;
  return (
    <ListCard
      list={list}
      script={settings.language === 'cn' ? 'cn' : 'tw'}
      title={`${t`This week's words`} · ${name}`}
      titleId="home-this-week-title"
      className="home-this-week"
    />
  );
}
