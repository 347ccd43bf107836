import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { connectPaintColoring, type PaintColoringView } from '../../../machines/rewards/paintColoring.connect';
import { paintColoringMachine } from '../../../machines/rewards/paintColoring.machine';
import type { PaintColor } from '../../../machines/rules/shop';
import type { ShopView } from '../../../machines/rewards/shop.connect';
import { buyPaint, loadPaint, loadPaints, saveFills, type Paint } from '../../api/actors/rewards/shop';
import { serverMessage } from '../../api/messages';
import { useNavigateAction } from '../../app/useNavigateAction';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import { BuyButton, ShopShelf, useShop } from './ShopShelf';
import './personal.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /personal/paint (SPEC §7 paints): the colouring pictures, bought with stars (the `shop`
 * machine: GET paints, POST child/paint); /personal/paint/:id: colouring one the child
 * owns (the `paintColoring` machine): a palette, tap a part to fill it, undo; the colours
 * are saved by themselves (PUT child/paint/{id}).
 */
export default function PaintPage() {
  const { id } = useParams();
  const paintId = Number(id);
  return id !== undefined && Number.isInteger(paintId) && paintId > 0 ? <Colouring paintId={paintId} /> : <PaintShelf />;
}

function PaintShelf() {
  const { t } = useLingui();
  const navigate = useNavigateAction();
  const { shop, stars } = useShop({ loadItems: loadPaints, buyItem: buyPaint }, (id) => navigate({ to: 'personalPaint', params: { id } }));
  return (
    <section className="page shop-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Coloring pictures`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Coloring pictures</Trans>
      </h1>
      <ShopShelf<Paint>
        shop={shop}
        stars={stars}
        loading={<Trans>Loading the coloring pictures…</Trans>}
        nameOf={(item) => item.data.name}
        card={(item) => <PaintCard item={item} onBuy={() => shop.send({ type: 'item.buy', id: item.id })} onOpen={() => shop.send({ type: 'item.open', id: item.id })} />}
      />
    </section>
  );
}

function PaintCard({ item, onBuy, onOpen }: { item: ShopView<Paint>['items'][number]; onBuy: () => void; onOpen: () => void }) {
  const paint = item.data;
  return (
    <article className="shop-card" aria-label={paint.name}>
      <Drawing paint={paint} fills={paint.fills} className="shop-card-picture" />
      <h2 className="shop-card-title">{paint.name}</h2>
      <p className="shop-card-english" lang="en">
        {paint.english}
      </p>
      {item.owned ? (
        <button type="button" className="button shop-open" onClick={onOpen}>
          <Trans>Color it</Trans>
        </button>
      ) : (
        <BuyButton stars={paint.stars} onBuy={onBuy} />
      )}
    </article>
  );
}

/** A paint drawn as SVG: its regions in their colours (white when not coloured), its lines on top. */
function Drawing({
  paint,
  fills,
  className,
  onFill,
  label,
}: {
  paint: Paint;
  fills: Record<string, string>;
  className?: string;
  onFill?: (region: string) => void;
  label?: (region: string) => string;
}) {
  return (
    <svg
      className={className}
      viewBox={paint.view_box}
      role={onFill ? 'group' : 'img'}
      aria-label={paint.name}
      stroke="#3b2a1e"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      {paint.regions.map((region) => (
        <path
          key={region.id}
          d={region.d}
          fill={fills[region.id] ?? '#ffffff'}
          data-region={region.id}
          {...(onFill && {
            role: 'button',
            tabIndex: 0,
            'aria-label': label?.(region.id),
            onClick: () => onFill(region.id),
            onKeyDown: (event: React.KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onFill(region.id);
              }
            },
          })}
        />
      ))}
      {paint.lines.map((d, i) => (
        <path key={i} d={d} fill="none" pointerEvents="none" />
      ))}
    </svg>
  );
}

function Colouring({ paintId }: { paintId: number }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const colouring = useActorRef(paintColoringMachine.provide({ actors: { loadPaint, saveFills } }), {
    input: { paintId },
    ...inspectOption(),
  });
  const view = useSelector(colouring, (snapshot) => connectPaintColoring<Paint>(snapshot), sameView);

  return (
    <section className="page paint-page" aria-labelledby="page-title">
      <PageTitle>{`${view.paint?.name ?? t`Coloring pictures`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{view.paint?.name ?? <Trans>Coloring pictures</Trans>}</h1>
      {view.status === 'loading' && (
        <p className="page-status" role="status">
          <Trans>Loading the picture…</Trans>
        </p>
      )}
      {view.status === 'failed' && (
        <div className="content-status content-status--failed">
          <p role="alert">{serverMessage(i18n, view.error ?? 'Error')}</p>
          <button type="button" className="button" onClick={() => colouring.send({ type: 'paint.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {view.status === 'locked' && (
        <p role="alert">
          <Trans>Buy this picture with stars first.</Trans>
        </p>
      )}
      {view.status === 'ready' && view.paint && (
        <>
          <Drawing
            paint={view.paint}
            fills={view.fills}
            className="paint-canvas"
            onFill={(region) => colouring.send({ type: 'region.fill', region })}
            label={(region) => {
              const part = view.paint!.regions.findIndex((r) => r.id === region) + 1;
              return t`Part ${part}`;
            }}
          />
          <div className="paint-palette" role="radiogroup" aria-label={t`Colors`}>
            {view.palette.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={view.color === color}
                aria-label={i18n._(COLOR_NAMES[color])}
                className="paint-swatch"
                style={{ background: color }}
                onClick={() => colouring.send({ type: 'color.pick', color })}
              />
            ))}
          </div>
          <div className="reader-buttons">
            <button type="button" className="button" disabled={!view.canUndo} onClick={() => colouring.send({ type: 'fill.undo' })}>
              <span aria-hidden="true">↶ </span>
              <Trans>Undo</Trans>
            </button>
            <p className="page-status paint-save" role="status">
              {view.save === 'saved' ? <Trans>Saved</Trans> : view.save === 'saving' ? <Trans>Saving…</Trans> : <Trans>Could not save. Trying again soon.</Trans>}
            </p>
          </div>
        </>
      )}
      <LocalizedLink className="button" to="/personal/paint">
        <Trans>Back to the coloring pictures</Trans>
      </LocalizedLink>
    </section>
  );
}

/** The palette's colours, named for screen readers. */
const COLOR_NAMES: Record<PaintColor, MessageDescriptor> = {
  '#e53935': msg`red`,
  '#fb8c00': msg`orange`,
  '#fdd835': msg`yellow`,
  '#7cb342': msg`green`,
  '#00897b': msg`teal`,
  '#29b6f6': msg`sky blue`,
  '#3949ab': msg`blue`,
  '#8e24aa': msg`purple`,
  '#f48fb1': msg`pink`,
  '#8d6e63': msg`brown`,
  '#9e9e9e': msg`gray`,
  '#ffffff': msg`white`,
};

function sameView(a: PaintColoringView<Paint>, b: PaintColoringView<Paint>): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]);
}
