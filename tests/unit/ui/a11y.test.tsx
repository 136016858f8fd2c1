/**
 * axe-core against rendered primitives (happy-dom has no layout, so colour contrast is checked in a
 * real Chromium by .storybook/check-stories.ts instead).
 */
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Alert,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Carousel,
  Checkbox,
  Empty,
  FormField,
  IconButton,
  Input,
  Pagination,
  Price,
  Progress,
  QuantityStepper,
  RadioGroup,
  SearchIcon,
  Select,
  Skeleton,
  Spinner,
  Table,
  Tabs,
  Tag,
  Textarea,
  ToastOutlet,
} from '../../../src/ui';

afterEach(cleanup);

async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const noop = () => {};

describe('axe: no serious or critical violations', () => {
  it('the check itself catches a nameless button and an unlabelled input', async () => {
    const { container } = render(
      <div>
        <button type="button" />
        <input />
      </div>,
    );
    const found = await seriousViolations(container);
    expect(found.some((v) => v.startsWith('button-name'))).toBe(true);
    expect(found.some((v) => v.startsWith('label'))).toBe(true);
  });

  it('form controls', async () => {
    const { container } = render(
      <form>
        <FormField label="联系人" required error="请输入联系人" hint="真实姓名">
          <Input clearable defaultValue="张三" prefix={<SearchIcon />} />
        </FormField>
        <FormField label="备注">
          <Textarea maxLength={200} />
        </FormField>
        <FormField label="地区" required>
          <Select placeholder options={[{ value: 1, label: '华东' }]} defaultValue="" />
        </FormField>
        <FormField label="发票类型" group>
          {(p) => (
            <RadioGroup
              {...p}
              options={[
                { value: 'a', label: '普通发票' },
                { value: 'b', label: '专用发票' },
              ]}
            />
          )}
        </FormField>
        <Checkbox>同意协议</Checkbox>
        <Checkbox indeterminate aria-label="全选" />
        <QuantityStepper value={2} onChange={noop} max={10} />
        <Button variant="primary">提交</Button>
        <Button loading>提交中</Button>
        <Button href="/cart">去结算</Button>
        <IconButton label="搜索">
          <SearchIcon />
        </IconButton>
      </form>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('navigation and data display', async () => {
    const { container } = render(
      <div>
        <Breadcrumb items={[{ label: '首页', href: '/home' }, { label: '购物车' }]} />
        <Tabs
          label="商品"
          items={[
            { key: 'a', label: '在线购买', content: '列表' },
            { key: 'b', label: '询价', content: '询价列表' },
          ]}
        />
        <Table
          caption="订单"
          rowKey="Id"
          columns={[
            { key: 'Id', title: '编号' },
            {
              key: 'Amount',
              title: '金额',
              sortable: true,
              render: (r: { Id: number; Amount: string }) => <Price value={r.Amount} size="sm" />,
            },
          ]}
          data={[{ Id: 1, Amount: '10' }]}
          sort={null}
          onSortChange={noop}
        />
        <Table
          caption="空表"
          rowKey="Id"
          columns={[{ key: 'Id', title: '编号' }]}
          data={[] as { Id: number }[]}
          loading
        />
        <Table
          caption="错误"
          rowKey="Id"
          columns={[{ key: 'Id', title: '编号' }]}
          data={[] as { Id: number }[]}
          error="服务访问错误"
          onRetry={noop}
        />
        <Pagination page={3} total={200} onChange={noop} pageSizeOptions={[10, 20]} />
        <Card title="企业信息" extra={<Tag color="success">已认证</Tag>}>
          <Badge count={120} />
          <Price value={null} />
        </Card>
      </div>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('feedback and overlays', async () => {
    const { container } = render(
      <div>
        <Alert
          type="warning"
          title="企业信息未完善"
          action={
            <Button size="sm" variant="text">
              去完善
            </Button>
          }
          onClose={noop}
        >
          完善后即可享受企业采购价。
        </Alert>
        <Alert type="error">服务访问错误</Alert>
        <Empty action={<Button>去逛逛</Button>} />
        <Skeleton lines={2} avatar={32} />
        <Spinner />
        <Progress percent={40} />
        <ToastOutlet
          messages={[
            { id: 1, type: 'success', text: '已加入购物车' },
            { id: 2, type: 'error', text: '登录已过期，请重新登录' },
          ]}
          onDismiss={noop}
        />
        <Carousel
          label="首页横幅"
          autoPlay={false}
          slides={[
            { key: '1', content: <div>横幅一</div> },
            { key: '2', content: <div>横幅二</div> },
          ]}
        />
      </div>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
