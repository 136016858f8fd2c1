/**
 * The consultation inquiry (咨询) form in a Dialog: contact, mainland mobile, company, quantity, requirement →
 * `POST /api/Consultations` (token optional). States: editing (default Chinese messages via UI's rules),
 * submitting, success (the inquiry number, a close button), server error (input kept, inline alert; a 400
 * about one field marks that field).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { ConsultationBody } from '../../../contract/catalogue';
import { isMainlandMobile } from '../../../contract/validators';
import { ApiError, call } from '../../../core/http';
import { $isLoggedIn } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Alert } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { SuccessIcon } from '../../../ui/icons';
import { Input, Textarea } from '../../../ui/input';
import { vars } from '../../../ui/theme';
import { inquiryStrings as q } from './inquiry-strings';
import { t } from './strings';

export interface InquiryProduct {
  Id: number;
  Name: string;
  Model?: string;
  Unit?: string;
  MinQuantity?: number;
}

export interface InquiryValues {
  ContactName: string;
  Mobile: string;
  CompanyName: string;
  Quantity: string;
  Requirement: string;
}

export interface InquiryDialogProps {
  open: boolean;
  onClose: () => void;
  product: InquiryProduct;
  /** Prefilled values (the logged-in user's name, mobile, company; stories). */
  defaultValues?: Partial<InquiryValues>;
  /** After the inquiry was stored (the product page then shows 已咨询). */
  onSent?: () => void;
}

const FIELDS: readonly (keyof InquiryValues)[] = ['ContactName', 'Mobile', 'CompanyName', 'Quantity', 'Requirement'];

const ProductLine = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-radius: ${vars.radiusInput};
  background: ${vars.bgSubtle};
  font-size: 13px;
  color: ${vars.textSecondary};
  overflow-wrap: anywhere;
  strong {
    color: ${vars.text};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 16px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Done = styled.div`
  padding: 8px 0 4px;
  text-align: center;
  svg {
    width: 48px;
    height: 48px;
    color: ${vars.success};
  }
  h3 {
    margin: 8px 0;
    font-size: 18px;
    color: ${vars.text};
  }
  p {
    margin: 4px 0;
    color: ${vars.textSecondary};
    font-size: 14px;
  }
`;

const ErrorBox = styled.div`
  margin-bottom: 16px;
`;

function emptyValues(product: InquiryProduct, defaults?: Partial<InquiryValues>): InquiryValues {
  return {
    ContactName: '',
    Mobile: '',
    CompanyName: '',
    Quantity: String(product.MinQuantity ?? 1),
    Requirement: '',
    ...defaults,
  };
}

export function InquiryDialog({ open, onClose, product, defaultValues, onSent }: InquiryDialogProps) {
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [sentMobile, setSentMobile] = useState('');
  const signedIn = useStore($isLoggedIn);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<InquiryValues>({ defaultValues: emptyValues(product, defaultValues), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  // Closing after a success makes the next opening a fresh form (a closed dialog renders nothing, so the
  // reset is never seen); an unfinished form keeps its input. A new product remounts (LazyInquiryDialog's key).
  const close = () => {
    if (createdId !== null) {
      setCreatedId(null);
      reset(emptyValues(product, defaultValues));
    }
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const body: ConsultationBody = {
      ProductId: product.Id,
      ContactName: values.ContactName.trim(),
      Mobile: values.Mobile.trim(),
      CompanyName: values.CompanyName.trim(),
      Quantity: Number(values.Quantity),
      Requirement: values.Requirement.trim(),
    };
    try {
      const created = await call('POST /api/Consultations', { body });
      setSentMobile(body.Mobile);
      setCreatedId(created.ConsultationNo || String(created.Id));
      onSent?.();
    } catch (error) {
      const field = error instanceof ApiError ? (error.field as keyof InquiryValues | undefined) : undefined;
      // Said once: by its field, or above the buttons (taken, so no toast repeats it).
      if (field && FIELDS.includes(field)) setError(field, { message: (error as ApiError).takeMessage() });
      else setServerError(error instanceof ApiError && error.status === 400 ? error.takeMessage() : q.inquiryFailed);
    }
  });

  const done = createdId !== null;
  const formId = `inquiry-${product.Id}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t.inquiryTitle}
      width={560}
      footer={
        done ? (
          <Button variant="primary" onClick={close}>
            {q.close}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{q.cancel}</Button>
            <Button variant="primary" type="submit" form={formId} loading={isSubmitting}>
              {q.submit}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Done role="status" data-testid="inquiry-success">
          <SuccessIcon aria-hidden="true" />
          <h3>{q.inquirySent}</h3>
          <p>{signedIn ? q.inquirySentText : q.visitorSentText(sentMobile)}</p>
          <p>{q.inquiryNo(createdId)}</p>
        </Done>
      ) : (
        <form id={formId} noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <ProductLine>
            {q.inquiryProduct}：<strong>{product.Name}</strong>
            {product.Model ? ` · ${product.Model}` : null}
          </ProductLine>
          {serverError ? (
            <ErrorBox>
              <Alert type="error">{serverError}</Alert>
            </ErrorBox>
          ) : null}
          <Row>
            <FormField label={q.contactName} required error={errors.ContactName?.message}>
              <Input
                autoComplete="name"
                maxLength={32}
                {...register('ContactName', fieldRules({ label: q.contactName, required: true, maxLength: 32 }))}
              />
            </FormField>
            <FormField label={q.mobile} required error={errors.Mobile?.message}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                {...register(
                  'Mobile',
                  fieldRules({
                    label: q.mobile,
                    required: true,
                    validate: {
                      mobile: (v) =>
                        String(v ?? '').trim() === '' || isMainlandMobile(String(v).trim()) ? true : q.mobileInvalid,
                    },
                  }),
                )}
              />
            </FormField>
          </Row>
          <Row>
            <FormField label={q.company} required error={errors.CompanyName?.message}>
              <Input
                autoComplete="organization"
                maxLength={128}
                {...register('CompanyName', fieldRules({ label: q.company, required: true, maxLength: 128 }))}
              />
            </FormField>
            <FormField
              label={`${t.quantity}${product.Unit ? `（${product.Unit}）` : ''}`}
              required
              error={errors.Quantity?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register(
                  'Quantity',
                  fieldRules({
                    label: t.quantity,
                    required: true,
                    min: 1,
                    max: 10000000,
                    validate: {
                      integer: (v) => (/^\s*\d*\s*$/.test(String(v ?? '')) ? true : `${t.quantity}须为整数`),
                    },
                  }),
                )}
              />
            </FormField>
          </Row>
          <FormField label={q.requirement} required hint={q.requirementHint} error={errors.Requirement?.message}>
            <Textarea
              rows={4}
              maxLength={2000}
              {...register('Requirement', fieldRules({ label: q.requirement, required: true, maxLength: 2000 }))}
            />
          </FormField>
        </form>
      )}
    </Dialog>
  );
}

export default InquiryDialog;
