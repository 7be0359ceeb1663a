import { describe, expect, it } from 'vitest';
import { pagedTableProps } from './pagedTable';

describe('pagedTableProps', () => {
  it("shows the page's rows and pages over the server's total", () => {
    const onChange = () => {};
    const props = pagedTableProps(
      { list: ['a', 'b'], pagination: { total_size: 42 } },
      { page: 3, pageSize: 2, onChange },
    );
    expect(props).toEqual({
      dataSource: ['a', 'b'],
      pagination: { current: 3, pageSize: 2, total: 42, onChange, showSizeChanger: false },
    });
  });

  it('is an empty first page while the data loads, and keeps a size changer when asked', () => {
    const props = pagedTableProps(undefined, {
      page: 1,
      pageSize: 20,
      onChange: () => {},
      showSizeChanger: true,
    });
    expect(props.dataSource).toEqual([]);
    expect(props.pagination).toMatchObject({ total: 0, showSizeChanger: true });
  });

  it("leaves the size changer to antd's rule (over 50 rows) when asked for auto", () => {
    const props = pagedTableProps(
      { list: [], pagination: { total_size: 80 } },
      { page: 2, pageSize: 20, onChange: () => {}, showSizeChanger: 'auto' },
    );
    expect(props.pagination).toMatchObject({ current: 2, pageSize: 20, total: 80 });
    expect(props.pagination).not.toHaveProperty('showSizeChanger');
  });
});
