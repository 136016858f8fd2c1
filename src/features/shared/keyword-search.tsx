/** The back offices' keyword search toolbar, for the enterprise lists and the operator queues alike. */
import { type CSSProperties, type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Toolbar } from './layout';

/** A keyword search toolbar: typing does nothing until 搜索 (or Enter); the trimmed keyword is handed on. */
export function KeywordSearch({
  label,
  placeholder,
  onSearch,
  style,
}: {
  /** The search's accessible name, e.g. 搜索客户. */
  label: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  style?: CSSProperties;
}) {
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Toolbar onSubmit={submit} role="search" aria-label={label} style={style}>
      <label>
        关键词
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder}
          clearable
          onClear={() => setDraft('')}
        />
      </label>
      <Button type="submit">搜索</Button>
    </Toolbar>
  );
}
