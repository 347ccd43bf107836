import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import type { SchoolList } from '../../../machines/family/schoolList.types';
import { localDay } from '../../../machines/rules/localDay';
import { currentSchoolList, wordsHouseLists } from '../../../machines/rules/schoolList';
import { loadCurrentLists } from '../../api/actors/dictation/dictation';
import { inspectOption } from '../../dev/inspect';
import { ListCard } from './ListCard';

const listsMachine = contentLoadMachine.provide({ actors: { load: loadCurrentLists } });

/**
 * The school lists' own place in the words house (issue 30 §1): every list the parent saved for
 * the child, this week's first (`wordsHouseLists`), each a ListCard to practise or take the
 * dictation again. Nothing without a list, or when the lists could not be loaded (the words below
 * still work).
 */
export function ListsShelf({ script }: { script: 'tw' | 'cn' }) {
  const { t } = useLingui();
  const actor = useActorRef(listsMachine, { input: {}, ...inspectOption() });
  const view = useSelector(actor, (snapshot) => connectContentLoad<SchoolList[]>(snapshot));
  if (!view.data || view.data.length === 0) return null;
  const today = localDay(new Date());
  const current = currentSchoolList(view.data, today);
  return (
    <section className="lists-shelf" aria-labelledby="lists-shelf-title">
      <h2 id="lists-shelf-title" className="lists-shelf-title">
        <Trans>The words from school</Trans>
      </h2>
      {wordsHouseLists(view.data, today).map((list) => {
        const name = list.name;
        return (
          <ListCard
            key={list.id}
            list={list}
            script={script}
            title={list === current ? `${t`This week's words`} · ${name}` : name}
            titleId={`lists-shelf-${list.id}`}
            heading="h3"
          />
        );
      })}
    </section>
  );
}
