/**
 * The console's editor of a specs list (规格参数: name + value rows, edited in place, blank rows dropped on
 * save by the form): one for the product dialog (商品管理) and the content forms that carry specs (黄页).
 */
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Muted } from './common';

export interface SpecDraft {
  Name: string;
  Value: string;
}

const SpecRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  gap: 8px;
  margin-bottom: 8px;
`;

export interface SpecsEditorProps {
  label: string;
  rows: readonly SpecDraft[];
  onChange: (rows: SpecDraft[]) => void;
  /** The server's refusal of the list. */
  error?: string;
  /** Most rows (添加规格 hides at the limit). */
  max?: number;
  /** Longest name and value the server takes. */
  nameMax?: number;
  valueMax?: number;
}

export function SpecsEditor({ label, rows, onChange, error, max = Infinity, nameMax, valueMax }: SpecsEditorProps) {
  const edit = (i: number, part: Partial<SpecDraft>) => onChange(rows.map((x, j) => (j === i ? { ...x, ...part } : x)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{label}</legend>
      {error ? <Muted role="alert">{error}</Muted> : null}
      {rows.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: spec rows have no id; they are edited in place by position
        <SpecRow key={i}>
          <Input
            aria-label={`第 ${i + 1} 项规格名称`}
            value={x.Name}
            maxLength={nameMax}
            placeholder="名称，如 材质"
            onChange={(e) => edit(i, { Name: e.target.value })}
          />
          <Input
            aria-label={`第 ${i + 1} 项规格内容`}
            value={x.Value}
            maxLength={valueMax}
            placeholder="内容，如 304 不锈钢"
            onChange={(e) => edit(i, { Value: e.target.value })}
          />
          <Button
            size="sm"
            variant="text"
            aria-label={`删除第 ${i + 1} 项规格`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            删除
          </Button>
        </SpecRow>
      ))}
      {rows.length < max ? (
        <Button size="sm" onClick={() => onChange([...rows, { Name: '', Value: '' }])}>
          添加规格
        </Button>
      ) : null}
    </fieldset>
  );
}
