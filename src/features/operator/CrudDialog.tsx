/**
 * The 新建 / 编辑 dialog of an operator content screen (OperatorCrud.tsx): a form made from the fields (text, link,
 * number, switch, choice, reference, image upload, specs, product ids). A save carries the Version read with the
 * row; a refusal marks its field and the dialog keeps everything typed; a 409 reloads the list.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogueOptions } from '../../contract/operator-catalogue';
import type { ContentItem } from '../../contract/operator-content';
import { type ContentField, SPEC_NAME_MAX, SPEC_VALUE_MAX } from '../../contract/operator-content-fields';
import { ApiError, api } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Checkbox } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { useApiQuery } from '../shared/use-api-query';
import { DialogFooter, FormGrid, Muted, opErrorText, refresh, showWriteFailure } from './common';
import { bodyOf, type Draft, draftOf, type OperatorCrudProps, refChoices } from './crud-fields';
import { ImageUpload } from './ImageUpload';
import { LinkField } from './LinkField';
import { type SpecDraft, SpecsEditor } from './SpecsEditor';

const OPTIONS_URL = '/api/Operator/catalogue/options';

const Wide = styled.div`
  margin-bottom: 12px;
`;
export function CrudDialog({
  label,
  baseUrl,
  fields,
  titleKey,
  row,
  onClose,
}: OperatorCrudProps & { row: ContentItem | null; onClose: () => void }) {
  // References choose from the options; a link suggests their pages (categories, brands).
  const needsOptions = fields.some((f) => f.type === 'ref' || f.type === 'link');
  const options = useApiQuery<CatalogueOptions>(needsOptions ? OPTIONS_URL : null);
  const [d, setD] = useState<Draft>(() => draftOf(fields, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: string, value: Draft[string]) => setD((x) => ({ ...x, [key]: value }));

  const submit = async () => {
    const { body, errors: found } = bodyOf(fields, d);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await api<ContentItem>(row ? `${baseUrl}/${encodeURIComponent(String(row.Id))}` : baseUrl, {
        method: row ? 'PUT' : 'POST',
        body: row ? { ...body, Version: row.Version } : body,
      });
      showMessage('success', row ? `已保存${label}「${saved[titleKey]}」` : `已新建${label}「${saved[titleKey]}」`);
      refresh(baseUrl);
      refresh(OPTIONS_URL);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.field) setErrors({ [e.field]: e.takeMessage() });
      else showWriteFailure(e);
      if (e instanceof ApiError && e.status === 409) refresh(baseUrl);
    } finally {
      setSaving(false);
    }
  };

  const fieldOf = (f: ContentField) => {
    const value = d[f.key]!;
    const error = errors[f.key];
    switch (f.type) {
      case 'bool':
        return (
          <Wide key={f.key}>
            <Checkbox checked={value === true} onChange={(e) => set(f.key, e.target.checked)}>
              {f.label}
            </Checkbox>
          </Wide>
        );
      case 'image':
        return (
          <Wide key={f.key}>
            <ImageUpload
              label={f.label}
              kind={f.kind}
              value={String(value)}
              required={f.required}
              error={error}
              onChange={(url) => set(f.key, url)}
            />
          </Wide>
        );
      case 'text':
        if (f.multiline)
          return (
            <Wide key={f.key}>
              <FormField label={f.label} required={f.required} error={error}>
                <Textarea
                  value={String(value)}
                  rows={f.max > 1000 ? 6 : 3}
                  maxLength={f.max}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              </FormField>
            </Wide>
          );
        return (
          <FormField key={f.key} label={f.label} required={f.required} error={error}>
            <Input value={String(value)} maxLength={f.max} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'link':
        return (
          <LinkField
            key={f.key}
            label={f.label}
            required={f.required}
            value={String(value)}
            error={error}
            options={options.data}
            onChange={(url) => set(f.key, url)}
          />
        );
      case 'int':
        return (
          <FormField key={f.key} label={f.label} required error={error}>
            <Input value={String(value)} inputMode="numeric" onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'choice':
        return (
          <FormField key={f.key} label={f.label} required error={error}>
            <Select value={String(value)} options={f.options} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'ref':
        return (
          <FormField key={f.key} label={f.label} required={f.required} error={error}>
            <Select
              value={String(value)}
              placeholder={f.required ? true : '无'}
              options={refChoices(options.data, f.ref, f.ref === 'categories' && f.key === 'ParentId' ? row : null)}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        );
      case 'specs':
        return (
          <Wide key={f.key}>
            <SpecsEditor
              label={f.label}
              rows={value as SpecDraft[]}
              onChange={(rows) => set(f.key, rows)}
              error={error}
              max={f.max}
              nameMax={SPEC_NAME_MAX}
              valueMax={SPEC_VALUE_MAX}
            />
          </Wide>
        );
      case 'products':
        return (
          <Wide key={f.key}>
            <FormField label={f.label} error={error}>
              <Input value={String(value)} placeholder="如 12, 35, 108" onChange={(e) => set(f.key, e.target.value)} />
            </FormField>
          </Wide>
        );
    }
  };

  const short = fields.filter(
    (f) => ['text', 'link', 'int', 'choice', 'ref'].includes(f.type) && !('multiline' in f && f.multiline),
  );
  const wide = fields.filter((f) => !short.includes(f));
  return (
    <Dialog
      open
      onClose={onClose}
      title={row ? `编辑${label}：${row[titleKey]}` : `新建${label}`}
      width={720}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      {options.error ? <Muted role="alert">{opErrorText(options.error)}</Muted> : null}
      <form
        aria-label={row ? `编辑${label}` : `新建${label}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormGrid>{short.map(fieldOf)}</FormGrid>
        {wide.map(fieldOf)}
        {errors.Version ? <Muted role="alert">{errors.Version}</Muted> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
