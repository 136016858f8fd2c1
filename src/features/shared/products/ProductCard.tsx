/**
 * A product in a grid (catalogue, search, brand zone, solution pages, partner pages): image and name link to
 * the detail page, model, brand and supplier, the current region's price (online) or 咨询报价
 * (consultation), minimum quantity and step, and the actions: 加入购物车 + 立即购买 (online, the minimum
 * quantity) or 咨询 (opens the inquiry dialog).
 *
 *   <ProductCard product={p} keyword="螺丝" />
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from '../../../contract/catalogue';
import { PRODUCT_CARD_IMAGE_SIZES, productImageSrcset } from '../../../contract/media';
import { Button } from '../../../ui/button';
import { Price } from '../../../ui/price';
import { focusRing, vars } from '../../../ui/theme';
import { Highlight } from '../Highlight';
import { useMediaUrl } from '../media';
import { Link } from '../navigation';
import { useWidget } from '../widget';
import { ActionFailure } from './ActionFailure';
import { CardToolsSlot } from './CardToolsSlot';
import { actionFailure, addToCart, buyNow } from './cartActions';
import { LazyInquiryDialog as InquiryDialog } from './LazyInquiryDialog';
import { productPath } from './stores';
import { t } from './strings';
import { useReturnPath } from './useReturnPath';

export interface ProductCardProps {
  product: ProductSummary;
  /** Words to mark in the name and model (search). */
  keyword?: string | undefined;
  /** Hide the action buttons (compact listings). Default false. */
  hideActions?: boolean;
  /** Heading level of the product name. Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  box-sizing: border-box;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  overflow: hidden;
  transition: box-shadow 0.2s, border-color 0.2s;
  &:hover {
    border-color: ${vars.border};
    box-shadow: ${vars.shadow};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// Square, as product pictures are (uploads are 800×800 and 240×240, contained): the box never depends on the
// picture, so it does not grow when the picture arrives (a 4:3 box grew to the square picture's height).
const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 1 / 1;
  background: ${vars.bgSubtle};
  ${focusRing}
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 14px;
  font-weight: 400;
  line-height: 22px;
  min-height: 44px;
  color: ${vars.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    color: ${vars.primary};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 12px;
  line-height: 18px;
  color: ${vars.textSecondary};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 8px;
  margin-top: auto;
  padding-top: 4px;
`;

const Quote = styled.span`
  font-size: 15px;
  font-weight: 600;
  color: ${vars.primary};
`;

const Terms = styled.span`
  font-size: 12px;
  color: ${vars.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  > * {
    flex: 1 1 0;
    min-width: 0;
    padding-left: 4px;
    padding-right: 4px;
  }
`;

export function ProductCard({ product, keyword, hideActions = false, headingLevel = 3, className }: ProductCardProps) {
  const { host } = useWidget();
  const media = useMediaUrl();
  const detail = productPath(product);
  const returnPath = useReturnPath(detail);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const [inquiryUsed, setInquiryUsed] = useState(false);
  const online = product.Catalogue === 'online';
  const soldOut = online && product.Stock < product.MinQuantity;
  const noPrice = online && product.Price === null;

  const run = async (kind: 'add' | 'buy') => {
    setBusy(kind);
    setFailure(null);
    try {
      const action = kind === 'add' ? addToCart : buyNow;
      await action(product.Id, product.MinQuantity, { returnPath, source: host });
    } catch (error) {
      // 400/500 were shown by api(); the rest only here.
      setFailure(actionFailure(error, kind));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Article className={className} part="product-card" data-product-id={product.Id} aria-label={product.Name}>
      <ImageLink to={detail} tabIndex={-1} aria-hidden="true">
        <img
          src={media(product.ImageUrl)}
          srcSet={productImageSrcset(product.ImageUrl, media) ?? undefined}
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          alt=""
          loading="lazy"
          width={240}
          height={240}
        />
      </ImageLink>
      <CardToolsSlot productId={product.Id} name={product.Name} quantity={product.MinQuantity} />
      <Body>
        <Name as={`h${headingLevel}`}>
          <Link to={detail}>
            <Highlight text={product.Name} keyword={keyword} />
          </Link>
        </Name>
        <Meta>
          {t.model}：<Highlight text={product.Model} keyword={keyword} />
        </Meta>
        <Meta>
          {product.BrandName} · {product.SupplierName}
        </Meta>
        <PriceRow>
          {online ? (
            <Price
              value={product.Price}
              size="md"
              unit={`/${product.Unit}`}
              onRequestText={t.noPrice}
              original={product.ContractPrice ? product.ListPrice : null}
              label={product.ContractPrice ? t.contractPrice : undefined}
            />
          ) : (
            <Quote>{t.consultPrice}</Quote>
          )}
          <Terms>
            {t.minQuantity(product.MinQuantity, product.Unit)}
            {product.QuantityStep > 1 ? `，${t.step(product.QuantityStep, product.Unit)}` : ''}
          </Terms>
        </PriceRow>
        {hideActions ? null : online ? (
          <Actions>
            <Button
              size="sm"
              loading={busy === 'add'}
              disabled={soldOut || noPrice}
              onClick={() => void run('add')}
              aria-label={`${soldOut ? t.outOfStock : t.addToCart}：${product.Name}`}
            >
              {soldOut ? t.outOfStock : t.addToCart}
            </Button>
            <Button
              size="sm"
              variant="primary"
              loading={busy === 'buy'}
              disabled={soldOut || noPrice}
              onClick={() => void run('buy')}
              aria-label={`${t.buyNow}：${product.Name}`}
            >
              {t.buyNow}
            </Button>
          </Actions>
        ) : null}
        {!hideActions && online ? <ActionFailure text={failure} /> : null}
        {hideActions || online ? null : (
          <Actions>
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                setInquiryUsed(true);
                setInquiryOpen(true);
              }}
              aria-label={`${t.consult}：${product.Name}`}
            >
              {t.consult}
            </Button>
          </Actions>
        )}
      </Body>
      {inquiryUsed ? (
        <InquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} product={product} />
      ) : null}
    </Article>
  );
}

export default ProductCard;
