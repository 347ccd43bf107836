import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShopView } from '../../../machines/rewards/shop.connect';
import { buyBook, loadBooks, type PictureBook } from '../../api/actors/rewards/shop';
import { useNavigateAction } from '../../app/useNavigateAction';
import { Ruby } from '../../components/Ruby';
import { BuyButton, ShopShelf, useShop } from './ShopShelf';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';

/**
 * /personal/picture-book (SPEC §2 personal area, §3 Picture book, §9): the picture books,
 * each with its cover, title, price in stars and a buy badge, or the reading time left
 * when bought; buying asks first and says 'Oops! Not enough stars!' when the child is
 * short (the `shop` machine, with GET pictureBooks and POST child/pictureBook).
 */
export default function PictureBookPage() {
  const { t } = useLingui();
  const script = useLearningSettings().language;
  const navigate = useNavigateAction();
  const { shop, stars } = useShop({ loadItems: loadBooks, buyItem: buyBook }, (id) => navigate({ to: 'pictureBookReader', params: { id } }));

  return (
    <section className="page shop-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Picture books`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Picture books</Trans>
      </h1>
      <p className="page-status">
        <Trans>Buy a picture book with your stars and read it for 3 days.</Trans>
      </p>
      <ShopShelf<PictureBook>
        shop={shop}
        stars={stars}
        loading={<Trans>Loading the picture books…</Trans>}
        nameOf={(item) => item.data.title}
        card={(item) => <BookCard item={item} script={script} onBuy={() => shop.send({ type: 'item.buy', id: item.id })} onOpen={() => shop.send({ type: 'item.open', id: item.id })} />}
      />
    </section>
  );
}

function BookCard({
  item,
  script,
  onBuy,
  onOpen,
}: {
  item: ShopView<PictureBook>['items'][number];
  script: 'tw' | 'cn' | undefined;
  onBuy: () => void;
  onOpen: () => void;
}) {
  const book = item.data;
  const days = Math.floor(book.minutes_left / 1440);
  const hours = Math.floor((book.minutes_left % 1440) / 60);
  const minutes = book.minutes_left % 60;
  return (
    <article className="shop-card" aria-label={book.title}>
      <img className="shop-card-picture" src={book.cover} alt="" width={96} height={96} />
      <h2 className="shop-card-title">
        <Ruby text={book.title} ruby={book.title_ruby} script={script} />
      </h2>
      <p className="shop-card-english" lang="en">
        {book.english}
      </p>
      {item.owned ? (
        <>
          <p className="shop-card-left">
            {days > 0 ? (
              <Trans>
                <Plural value={days} one="# day" other="# days" /> <Plural value={hours} one="# hour" other="# hours" /> left
              </Trans>
            ) : hours > 0 ? (
              <Trans>
                <Plural value={hours} one="# hour" other="# hours" /> <Plural value={minutes} one="# minute" other="# minutes" /> left
              </Trans>
            ) : (
              <Trans>
                <Plural value={minutes} one="# minute" other="# minutes" /> left
              </Trans>
            )}
          </p>
          <button type="button" className="button shop-open" onClick={onOpen}>
            <Trans>Read</Trans>
          </button>
        </>
      ) : (
        <BuyButton stars={book.cost} onBuy={onBuy} />
      )}
    </article>
  );
}
