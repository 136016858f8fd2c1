/**
 * A product's detail: gallery, name, brand (→ /brand/:id) and supplier, the current region's price large
 * with the other regions listed (online), quantity within the product's minimum, step and stock, 加入购物车 /
 * 立即购买 (online) or 咨询 (consultation, the inquiry dialog), specs table and description.
 * States: loading skeleton, not found (404), error with 重试.
 *
 * The first render with data is the widget's longest: it comes in render slices (features/shared/slice.tsx), the
 * gallery and the product's name and facts first, then the price and buying controls, then the specifications and
 * description, each behind a placeholder of about its size (they only add below what is shown).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/enums';
import { $cartRegion } from '../../core/cart';
import { ApiError } from '../../core/http';
import { $isLoggedIn, $session } from '../../core/session';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Button } from '../../ui/button';
import { Alert, Empty, Skeleton, SkeletonBlock } from '../../ui/feedback';
import { CartIcon } from '../../ui/icons';
import { formatPrice, Price } from '../../ui/price';
import { QuantityStepper, snapQuantity } from '../../ui/quantity-stepper';
import { Tag } from '../../ui/tag';
import { ProductToolsSlot } from '../shared/lists/BuyerToolsSlot';
import { Link, useNavigate } from '../shared/navigation';
import { ActionFailure } from '../shared/products/ActionFailure';
import { actionFailure, addToCart, buyNow } from '../shared/products/cartActions';
import { LazyInquiryDialog as InquiryDialog } from '../shared/products/LazyInquiryDialog';
import { Page } from '../shared/products/layout';
import { productPath } from '../shared/products/stores';
import { t } from '../shared/products/strings';
import { useReturnPath } from '../shared/products/useReturnPath';
import { Slice, useSliceClock } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import { useWidget } from '../shared/widget';
import {
  Actions,
  Buy,
  Facts,
  Info,
  InquiryState,
  Layout,
  PriceBox,
  Quote,
  RegionList,
  Section,
  Specs,
} from './detail-styles';
import { Gallery } from './Gallery';
import { PriceTiers } from './PriceTiers';
import { productStrings as pt } from './strings';

export interface ProductDetailViewProps {
  productId: number;
  /** The catalogue from the address (`/:type/detail/:id`); the product's own catalogue wins. */
  catalogue?: Catalogue | undefined;
  /** Show the breadcrumb (the storefront route). Default true. */
  showBreadcrumb?: boolean;
}

/** QuoteStatus.Pending (a literal: the enums module stays out of the product widget's first load). */
const PENDING = 10;

/**
 * Where a later render slice will show a part: about its box (the price and buying controls on a wide screen; the
 * specification table's rows), busy until then. Each part comes below what is shown and before nothing else shown
 * (the price part fills the info column beside the taller gallery), so a height that differs moves nothing.
 */
function PartPlaceholder({ height }: { height: number }) {
  return <SkeletonBlock aria-hidden="true" aria-busy="true" $height={height} />;
}

function DetailSkeleton() {
  return (
    <Layout aria-busy="true" data-testid="product-detail-loading">
      <Skeleton lines={0} blockHeight={360} label={t.loading} />
      <Skeleton lines={7} />
    </Layout>
  );
}

export function ProductDetailView({ productId, catalogue, showBreadcrumb = true }: ProductDetailViewProps) {
  const region = useStore($cartRegion);
  const go = useNavigate();
  const { host, inStorefront } = useWidget();
  const validId = Number.isInteger(productId) && productId > 0;
  const detail = useRouteQuery(
    'GET /api/Products/:id',
    validId ? { params: { id: productId }, query: { region } } : null,
  );
  const product = detail.data;
  // The detail's parts are render slices: what this view renders before them counts towards the first.
  useSliceClock();
  const returnPath = useReturnPath(product ? productPath(product) : `/${catalogue ?? 'online'}/detail/${productId}`);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const [inquiryUsed, setInquiryUsed] = useState(false);
  const [inquirySent, setInquirySent] = useState(false);
  const loggedIn = useStore($isLoggedIn);
  // A signed-in buyer's inquiry starts from their account and company (a visitor types them).
  const session = useStore($session);
  const accountDefaults = session.user
    ? { ContactName: session.user.Name, Mobile: session.user.Mobile, CompanyName: session.company?.Name ?? '' }
    : {};

  const min = product?.MinQuantity ?? 1;
  const step = product?.QuantityStep ?? 1;
  const online = product?.Catalogue === 'online';
  const max = online ? Math.max(product?.Stock ?? 0, 0) : 10_000_000;
  // A consultation product's inquiry state for the logged-in buyer: the latest quote answering their inquiry.
  const quotes = useRouteQuery(
    'GET /api/Quotes',
    product && !online && loggedIn ? { query: { productId: product.Id, page: 1, pageSize: 1 } } : null,
  );
  const latestQuote = quotes.data?.Items[0];
  // …else their latest inquiry still waiting for a quote (已咨询 survives a reload).
  const inquiries = useRouteQuery(
    'GET /api/Consultations',
    product && !online && loggedIn ? { query: { productId: product.Id } } : null,
  );
  const waiting = inquiries.data?.Items.find((c) => c.QuoteId === null);
  // `/online/detail/28` for a consultation product: correct the address (shared links stay right).
  useEffect(() => {
    if (inStorefront && product && catalogue && product.Catalogue !== catalogue)
      go(productPath(product), { replace: true });
  }, [inStorefront, product, catalogue, go]);
  // Each product starts at its own minimum (set during render: the old product's quantity is never shown).
  const [quantityFor, setQuantityFor] = useState<number | null>(null);
  if (product && quantityFor !== product.Id) {
    setQuantityFor(product.Id);
    setQuantity(snapQuantity(product.MinQuantity, { min, step, max: Math.max(max, min) }));
  }

  if (!validId || (detail.error && !product)) {
    if (
      !validId ||
      (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400))
    ) {
      return (
        <Page part="product">
          <Empty
            description={
              <>
                <strong>{pt.notFound}</strong>
                <br />
                {pt.notFoundHint}
              </>
            }
            action={<Link to={`/vnetzone/${catalogue ?? 'online'}`}>{pt.backToList}</Link>}
          />
        </Page>
      );
    }
    return (
      <Page part="product">
        <Alert
          type="error"
          title={pt.detailFailed}
          action={
            <Button size="sm" onClick={detail.retry}>
              {t.retry}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!product) {
    return (
      <Page part="product">
        <DetailSkeleton />
      </Page>
    );
  }

  const regionPrice = product.Prices.find((p) => p.RegionId === region);
  const soldOut = online && product.Stock < product.MinQuantity;
  const canBuy = online && product.Price !== null && !soldOut;

  const run = async (kind: 'add' | 'buy') => {
    setBusy(kind);
    setFailure(null);
    try {
      await (kind === 'add' ? addToCart : buyNow)(product.Id, quantity, { returnPath, source: host });
    } catch (error) {
      // 400/500 were shown by api(); the rest only here.
      setFailure(actionFailure(error, kind));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page part="product" data-product-id={product.Id}>
      {showBreadcrumb ? (
        <Breadcrumb
          items={[
            { label: t.home, href: '/home' },
            { label: t.catalogueTitle[product.Catalogue], href: `/vnetzone/${product.Catalogue}` },
            { label: product.CategoryName, href: `/vnetzone/${product.Catalogue}?categoryId=${product.CategoryId}` },
            { label: product.Name },
          ]}
          onNavigate={(href, event) => {
            event.preventDefault();
            go(href);
          }}
        />
      ) : null}
      <Layout>
        <Gallery images={product.Images.length ? product.Images : [product.ImageUrl]} name={product.Name} />
        <Info>
          <div>
            <Tag color={online ? 'primary' : 'warning'}>{t.catalogueTitle[product.Catalogue]}</Tag>{' '}
            <ProductToolsSlot productId={product.Id} name={product.Name} quantity={product.MinQuantity} />
          </div>
          <h1>{product.Name}</h1>
          <Facts>
            <dt>{t.model}</dt>
            <dd>{product.Model}</dd>
            <dt>{t.brand}</dt>
            <dd>
              <Link to={`/brand/${product.BrandId}`} aria-label={`${product.BrandName}（${pt.brandZone}）`}>
                {product.BrandName}
              </Link>
            </dd>
            <dt>{t.supplier}</dt>
            <dd>{product.SupplierName}</dd>
            <dt>{t.category}</dt>
            <dd>{product.CategoryName}</dd>
          </Facts>
          <Slice placeholder={<PartPlaceholder height={345} />}>
            <PriceBox aria-labelledby={`price-${product.Id}`} data-testid="price-box">
              <h2 id={`price-${product.Id}`}>
                {online ? (regionPrice ? t.region(regionPrice.RegionName) : t.regionDefault) : t.consultPrice}
              </h2>
              {online ? (
                <>
                  <Price
                    value={product.Price}
                    size="lg"
                    unit={`/${product.Unit}`}
                    onRequestText={t.noPrice}
                    original={product.ContractPrice ? product.ListPrice : null}
                    label={product.ContractPrice ? t.contractPrice : undefined}
                  />
                  {product.PriceTiers?.length ? <PriceTiers tiers={product.PriceTiers} unit={product.Unit} /> : null}
                  {product.Prices.length > 1 ? (
                    <RegionList aria-label={pt.regionPrices}>
                      {product.Prices.map((p) => (
                        <li key={p.RegionId} aria-current={p.RegionId === region}>
                          {p.RegionName}：<Price value={p.Price} size="sm" tone="text" />
                        </li>
                      ))}
                    </RegionList>
                  ) : null}
                </>
              ) : (
                <Quote>{t.inquiryTitle}，供应商专人报价</Quote>
              )}
            </PriceBox>
            <Facts>
              <dt>起订量</dt>
              <dd>
                {product.MinQuantity}
                {product.Unit}
                {product.QuantityStep > 1 ? `（${t.step(product.QuantityStep, product.Unit)}）` : ''}
              </dd>
              {online ? (
                <>
                  <dt>库存</dt>
                  <dd>{soldOut ? t.outOfStock : `${product.Stock}${product.Unit}`}</dd>
                </>
              ) : null}
              <dt>销量</dt>
              <dd>{product.Sales}</dd>
            </Facts>
            <Buy>
              <label htmlFor={`qty-${product.Id}`}>{t.quantity}</label>
              <QuantityStepper
                id={`qty-${product.Id}`}
                size="lg"
                value={quantity}
                min={min}
                step={step}
                max={online ? Math.max(max, min) : 10_000_000}
                disabled={online && !canBuy}
                onChange={setQuantity}
              />
              <span style={{ fontSize: 13, color: 'var(--b2b-text-secondary, #666)' }}>{product.Unit}</span>
            </Buy>
            <Actions>
              {online ? (
                <>
                  <Button
                    icon={<CartIcon />}
                    loading={busy === 'add'}
                    disabled={!canBuy}
                    onClick={() => void run('add')}
                  >
                    {soldOut ? t.outOfStock : t.addToCart}
                  </Button>
                  <Button variant="primary" loading={busy === 'buy'} disabled={!canBuy} onClick={() => void run('buy')}>
                    {t.buyNow}
                  </Button>
                </>
              ) : (
                <Button
                  variant="primary"
                  onClick={() => {
                    setInquiryUsed(true);
                    setInquiryOpen(true);
                  }}
                >
                  {t.consult}
                </Button>
              )}
            </Actions>
            {online ? <ActionFailure text={failure} /> : null}
            {!online && latestQuote ? (
              <InquiryState role="status" data-testid="inquiry-state">
                <Tag color={latestQuote.Status === PENDING ? 'success' : 'default'}>
                  {latestQuote.Status === PENDING ? '已报价' : `报价${latestQuote.StatusName}`}
                </Tag>
                <span>
                  {formatPrice(latestQuote.TotalAmount)} · 有效期至 {latestQuote.ValidUntil}
                </span>
                <Link to={`/enterprise/quotes?id=${latestQuote.Id}`}>查看报价</Link>
              </InquiryState>
            ) : !online && (waiting || inquirySent) ? (
              <InquiryState role="status" data-testid="inquiry-state">
                <Tag color="processing">已咨询（待报价）</Tag>
                {waiting ? (
                  <span>
                    咨询单号 {waiting.ConsultationNo} · {waiting.AskedOn}
                  </span>
                ) : null}
                <span>
                  {loggedIn
                    ? '运营人员报价后会邮件通知您，报价可在“我的报价”中查看'
                    : '供应商将按您留下的手机号回电联系您'}
                </span>
              </InquiryState>
            ) : null}
          </Slice>
        </Info>
      </Layout>
      <Slice
        placeholder={
          <Section>
            <PartPlaceholder height={36 + Math.max(product.Specs.length, 1) * 37} />
          </Section>
        }
      >
        <Section aria-labelledby={`specs-${product.Id}`}>
          <h2 id={`specs-${product.Id}`}>{pt.specs}</h2>
          {product.Specs.length > 0 ? (
            <Specs>
              <tbody>
                {product.Specs.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: specification rows may repeat a name; the list is static
                  <tr key={`${s.Name}-${i}`}>
                    <th scope="row">{s.Name}</th>
                    <td>{s.Value}</td>
                  </tr>
                ))}
              </tbody>
            </Specs>
          ) : (
            <Empty compact description="暂无规格参数" />
          )}
        </Section>
        {product.Description ? (
          <Section aria-labelledby={`desc-${product.Id}`}>
            <h2 id={`desc-${product.Id}`}>{pt.description}</h2>
            <p>{product.Description}</p>
          </Section>
        ) : null}
      </Slice>
      {!online && inquiryUsed ? (
        <InquiryDialog
          open={inquiryOpen}
          onClose={() => setInquiryOpen(false)}
          product={product}
          defaultValues={{ Quantity: String(quantity), ...accountDefaults }}
          onSent={() => {
            setInquirySent(true);
            quotes.retry();
            inquiries.retry();
          }}
        />
      ) : null}
    </Page>
  );
}
