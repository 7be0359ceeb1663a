import { actionWordsZh } from '../../../ui/i18n/actionWords';

export const dockingZh = {
  common: actionWordsZh,
  add: '添加对接',
  addTitle: '添加平台对接',
  editTitle: '编辑平台对接',
  push: '立即推送',
  pushed: '已加入推送队列',
  deliveries: '推送记录',
  deleteConfirm: '删除该对接及其推送记录？',
  fields: {
    projectName: '项目名称',
    projectNumber: '项目编号',
    station: '对接电站',
    pushUrl: '推送地址',
    enabled: '启用',
  },
  lastDelivery: '最近推送',
  never: '尚未推送',
  delivery: {
    title: '{{project}} 的推送记录',
    createdAt: '生成时间',
    status: '状态',
    attempts: '尝试次数',
    httpStatus: '应答状态码',
    failure: '失败原因',
    records: '记录数',
    deliveredAt: '送达时间',
    none: '暂无推送记录',
  },
  status: { pending: '等待推送', retrying: '重试中', delivered: '已送达', failed: '失败' },
  failure: {
    refused_address: '地址不允许访问',
    timeout: '超时',
    network: '网络错误',
    http_status: '对方返回错误',
  },
};
