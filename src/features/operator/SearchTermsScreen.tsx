/**
 * /operator/search (搜索词管理): the search's synonyms — add one (two-way: the words find each other; one-way:
 * the term finds the synonyms only), delete one — and what buyers searched over a period: top searches and the
 * searches that found nothing, so operators know which synonyms and products to add.
 */
import { type FormEvent, useState } from 'react';
import type { SearchReport, Synonym } from '../../contract/search';
import { call } from '../../core/http';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import {
  formatDateTime,
  HeaderRow,
  Muted,
  opErrorText,
  Panel,
  refresh,
  showWriteFailure,
  Toolbar,
  Wrap,
} from './common';

const SYNONYMS = '/api/Operator/search/synonyms';
const DAYS = [
  { value: '1', label: '今天' },
  { value: '7', label: '最近 7 天' },
  { value: '30', label: '最近 30 天' },
  { value: '90', label: '最近 90 天' },
];

/** Words typed as 「安全帽，头盔」 or 「安全帽 头盔」: split on commas, 、 and spaces. */
const wordsOf = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map((w) => w.trim())
    .filter(Boolean);

export default function SearchTermsScreen(_props: ScreenProps) {
  const synonyms = useApiQuery<Synonym[]>(SYNONYMS);
  const [days, setDays] = useState('7');
  const report = useApiQuery<SearchReport>(`/api/Operator/search/report?days=${days}`);
  const [term, setTerm] = useState('');
  const [words, setWords] = useState('');
  const [twoWay, setTwoWay] = useState('true');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    if (!term.trim() || wordsOf(words).length === 0) {
      setProblem('请填写搜索词和至少一个同义词');
      return;
    }
    setBusy(true);
    try {
      await call('POST /api/Operator/search/synonyms', {
        body: { Term: term.trim(), Synonyms: wordsOf(words), TwoWay: twoWay === 'true' },
      });
      setTerm('');
      setWords('');
      refresh(SYNONYMS);
    } catch (error) {
      setProblem(opErrorText(error));
      showWriteFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (row: Synonym) => {
    try {
      await call('DELETE /api/Operator/search/synonyms/:id', {
        params: { id: row.Id },
        query: { version: row.Version },
      });
      refresh(SYNONYMS);
    } catch (error) {
      setProblem(opErrorText(error));
      showWriteFailure(error);
    }
  };

  const synonymColumns: TableColumn<Synonym>[] = [
    { key: 'Term', title: '搜索词' },
    { key: 'Synonyms', title: '同义词', render: (r) => r.Synonyms.join('、') },
    { key: 'TwoWay', title: '方向', render: (r) => (r.TwoWay ? '双向（互相可搜到）' : '单向（只从搜索词找到）') },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Button size="sm" variant="text" onClick={() => void remove(r)} aria-label={`删除搜索词“${r.Term}”`}>
          删除
        </Button>
      ),
    },
  ];
  const topColumns: TableColumn<SearchReport['Top'][number]>[] = [
    { key: 'Query', title: '搜索词' },
    { key: 'Count', title: '次数', align: 'right' },
    { key: 'Total', title: '找到商品', align: 'right' },
  ];
  const noneColumns: TableColumn<SearchReport['NoResult'][number]>[] = [
    { key: 'Query', title: '搜索词' },
    { key: 'Count', title: '次数', align: 'right' },
    { key: 'LastAt', title: '最近一次', render: (r) => formatDateTime(r.LastAt) },
  ];

  return (
    <Wrap>
      <HeaderRow>
        <h1>搜索词管理</h1>
      </HeaderRow>
      <Panel>
        <h2>同义词</h2>
        <Muted>买家搜索“搜索词”时也会找到含同义词的商品；双向时搜索同义词也能找到搜索词。</Muted>
        <Toolbar onSubmit={add} aria-label="新增同义词">
          <Input
            aria-label="搜索词"
            placeholder="搜索词，如 安全帽"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            maxLength={50}
          />
          <Input
            aria-label="同义词"
            placeholder="同义词，用逗号分隔，如 帽子，头盔"
            value={words}
            onChange={(e) => setWords(e.target.value)}
          />
          <Select
            aria-label="方向"
            value={twoWay}
            options={[
              { value: 'true', label: '双向' },
              { value: 'false', label: '单向' },
            ]}
            onChange={(e) => setTwoWay(e.target.value)}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            添加
          </Button>
        </Toolbar>
        {problem ? <p role="alert">{problem}</p> : null}
        <Table
          caption="同义词列表"
          columns={synonymColumns}
          data={synonyms.data ?? []}
          rowKey="Id"
          loading={synonyms.loading}
          error={synonyms.error ? opErrorText(synonyms.error) : undefined}
          emptyText="还没有同义词，在上方添加"
        />
      </Panel>
      <Panel>
        <h2>买家搜索了什么</h2>
        <Select aria-label="统计时段" value={days} options={DAYS} onChange={(e) => setDays(e.target.value)} />
        <Muted>{report.data ? `共 ${report.data.Searches} 次搜索` : ''}</Muted>
        <h3>热门搜索</h3>
        <Table
          caption="热门搜索"
          columns={topColumns}
          data={report.data?.Top ?? []}
          rowKey="Query"
          loading={report.loading}
          error={report.error ? opErrorText(report.error) : undefined}
          emptyText="这段时间还没有搜索"
        />
        <h3>没有结果的搜索</h3>
        <Table
          caption="没有结果的搜索"
          columns={noneColumns}
          data={report.data?.NoResult ?? []}
          rowKey="Query"
          loading={report.loading}
          emptyText="没有找不到商品的搜索"
        />
      </Panel>
    </Wrap>
  );
}
