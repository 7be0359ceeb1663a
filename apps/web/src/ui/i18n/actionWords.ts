// The words of the buttons and columns every list-and-form screen has, for a feature's `common`
// block (`common: { ...actionWordsZh, add: '…' }`): one wording across the features that use it.

export const actionWordsZh = {
  ok: '确定',
  cancel: '取消',
  save: '保存',
  saved: '已保存',
  delete: '删除',
  edit: '编辑',
  copy: '复制',
  detail: '详情',
  actions: '操作',
  search: '查询',
  reset: '重置',
  back: '返回',
  remove: '移除',
};

export const actionWordsEn: typeof actionWordsZh = {
  ok: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Saved',
  delete: 'Delete',
  edit: 'Edit',
  copy: 'Copy',
  detail: 'Details',
  actions: 'Actions',
  search: 'Search',
  reset: 'Reset',
  back: 'Back',
  remove: 'Remove',
};
