/**
 * 收货区域 on /enterprise/info: the regions the company buys for (GET /api/Company/regions, named through
 * /api/Regions). The 管理员 chooses them and the default (PUT /api/Company/regions, in order, the default
 * first); afterwards the profile is reloaded so the header's region switcher offers exactly these.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { CompanyRegions } from '../../../contract/company';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { mutateCache } from '../../../core/query';
import { $isAdmin, loadProfile } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Alert, Skeleton } from '../../../ui/feedback';
import { Select } from '../../../ui/select';
import { Tag } from '../../../ui/tag';
import { vars } from '../../../ui/theme';
import { $regions } from '../../shared/regions';
import { useApiQuery } from '../../shared/use-api-query';
import { errorText } from '../screen-text';

const REGIONS_URL = '/api/Company/regions';

const Box = styled.section`
  margin-top: 24px;
  padding-top: 20px;
  border-top: 1px solid ${vars.divider};
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p.hint {
    margin: 0 0 12px;
    color: ${vars.textSecondary};
    font-size: 13px;
  }
  fieldset {
    border: 0;
    margin: 0 0 12px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  legend {
    margin-bottom: 8px;
    font-size: 14px;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  label {
    font-size: 14px;
  }
`;

export function RegionsSection() {
  const isAdmin = useStore($isAdmin);
  const { data, error, retry } = useApiQuery<CompanyRegions>(REGIONS_URL);
  const { data: all } = useStore($regions);
  const [editing, setEditing] = useState(false);
  const name = (id: number) => all?.find((r) => r.Id === id)?.Name ?? `区域 ${id}`;

  return (
    <Box aria-labelledby="ent-regions-title">
      <h2 id="ent-regions-title">收货区域</h2>
      <p className="hint">本企业采购和收货的区域；购物车可在这些区域间切换，第一个为默认区域。</p>
      {error && !data ? (
        <Alert
          type="error"
          title="收货区域加载失败"
          action={
            <Button size="sm" onClick={retry}>
              重试
            </Button>
          }
        >
          {errorText(error)}
        </Alert>
      ) : !data || !all ? (
        <Skeleton lines={1} label="收货区域加载中" />
      ) : editing && isAdmin ? (
        <RegionsForm current={data.Regions} all={all} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Tags aria-label="已选收货区域">
            {data.Regions.map((id, i) => (
              <li key={id}>
                <Tag color={i === 0 ? 'primary' : 'default'}>
                  {name(id)}
                  {i === 0 ? '（默认）' : ''}
                </Tag>
              </li>
            ))}
          </Tags>
          {isAdmin ? <Button onClick={() => setEditing(true)}>设置收货区域</Button> : null}
        </>
      )}
    </Box>
  );
}

function RegionsForm({
  current,
  all,
  onDone,
}: {
  current: number[];
  all: { Id: number; Name: string }[];
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>(current);
  const [first, setFirst] = useState<number>(current[0] ?? all[0]?.Id ?? 1);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The default must be one of the chosen regions.
  useEffect(() => {
    if (chosen.length && !chosen.includes(first)) setFirst(chosen[0]!);
  }, [chosen, first]);

  const toggle = (id: number, on: boolean) =>
    setChosen((c) => (on ? all.map((r) => r.Id).filter((r) => r === id || c.includes(r)) : c.filter((r) => r !== id)));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setProblem('请至少选择一个收货区域');
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const ordered = [first, ...chosen.filter((r) => r !== first)];
      const saved = await call('PUT /api/Company/regions', { body: { Regions: ordered }, silent: true });
      mutateCache(REGIONS_URL, saved);
      await loadProfile().catch(() => undefined);
      showMessage('success', '收货区域已保存');
      onDone();
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : '保存失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="设置收货区域">
      <fieldset>
        <legend>选择收货区域</legend>
        {all.map((r) => (
          <Checkbox key={r.Id} checked={chosen.includes(r.Id)} onChange={(e) => toggle(r.Id, e.currentTarget.checked)}>
            {r.Name}
          </Checkbox>
        ))}
      </fieldset>
      <Row>
        <label htmlFor="ent-default-region">默认区域</label>
        <Select
          id="ent-default-region"
          size="sm"
          block={false}
          value={first}
          disabled={chosen.length === 0}
          options={chosen.map((id) => ({ value: id, label: all.find((r) => r.Id === id)?.Name ?? `区域 ${id}` }))}
          onChange={(e) => setFirst(Number(e.currentTarget.value))}
        />
      </Row>
      {problem ? (
        <p role="alert" style={{ color: vars.errorText, margin: '0 0 12px', fontSize: 13 }}>
          {problem}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12 }}>
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
        <Button onClick={onDone} disabled={saving}>
          取消
        </Button>
      </div>
    </form>
  );
}
