import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination, type PaginationProps } from '../../src/ui';
import { narrow, storyRoot } from './helpers';

function Controlled(props: Omit<PaginationProps, 'onChange' | 'page'> & { page?: number }) {
  const [page, setPage] = useState(props.page ?? 1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onChange={(p, s) => {
        setPage(p);
        setPageSize(s);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, total: 200, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Middle: Story = { args: { page: 10 } };
export const FewPages: Story = { args: { total: 42 } };
export const SinglePage: Story = { args: { total: 8 } };
export const Empty: Story = { args: { total: 0 } };
export const WithPageSizes: Story = { args: { pageSizeOptions: [10, 20, 50], pageSize: 20 } };
export const Disabled: Story = { args: { disabled: true, page: 3 } };
export const Narrow: Story = { globals: narrow, args: { page: 6, siblings: 1 } };

export const Focused: Story = {
  args: { page: 4 },
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  },
};
