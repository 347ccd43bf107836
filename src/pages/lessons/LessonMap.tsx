import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { currentRadicalOf } from '../../../machines/rules/curriculum';
import { loadCategories, type Category, type RadicalSummary } from '../../api/actors/lessons/learning';
import { PageTitle } from '../../app/PageTitle';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { CategoryNav } from './CategoryNav';

const categoriesMachine = contentLoadMachine.provide({ actors: { load: loadCategories } });

/**
 * The category tree for the parent (issue 28 §4: home speaks to the child, the tree stays for the
 * parent), in the parent's area behind the parent gate (/set-up/lessons): parent categories,
 * categories and radicals, each marked complete or not (SPEC §2's category navigation), the
 * current radical's menu open; a radical leads to its lesson track.
 */
export default function LessonMapPage() {
  const { t } = useLingui();
  const categories = useActorRef(categoriesMachine, { input: {}, ...inspectOption() });
  const view = useSelector(categories, (snapshot) => connectContentLoad<Category[]>(snapshot));
  const tree = view.data;
  const current = tree ? currentRadicalOf<RadicalSummary>(tree) : null;
  return (
    <section className="page lesson-map-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Lessons`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{t`Lessons`}</h1>
      <p>
        <Trans>Every lesson of the curriculum, and what your child has finished.</Trans>
      </p>
      <ContentStatus view={view} onRetry={() => categories.send({ type: 'content.retry' })} loading={<Trans>Loading the lessons…</Trans>} />
      {tree ? <CategoryNav categories={tree} currentRadicalId={current?.id ?? null} label={t`Categories`} /> : null}
    </section>
  );
}
