import type { EmailTexts } from '../texts';

export const zh: EmailTexts = {
  codes: {
    signup: {
      subject: '你的 Forksure 注册验证码',
      heading: '确认你的邮箱',
      intro: '请输入以下验证码，完成 Forksure 账户的创建：',
    },
    reset: {
      subject: '你的 Forksure 密码重置验证码',
      heading: '重置密码',
      intro: '请输入以下验证码，重置你的 Forksure 账户密码：',
    },
    security: {
      subject: '你的 Forksure 安全验证码',
      heading: '确认是你本人',
      intro: '在更改 Forksure 密码之前，请输入以下验证码确认是你本人：',
    },
    emailVerification: {
      subject: '验证你的 Forksure 邮箱',
      heading: '验证邮箱地址',
      intro: '请输入以下验证码，验证你的 Forksure 账户邮箱地址：',
    },
    emailChange: {
      subject: '确认你的 Forksure 新邮箱',
      heading: '确认新邮箱地址',
      intro: '请输入以下验证码，将此地址设为你的 Forksure 账户的新邮箱：',
    },
  },
  codeLabel: '验证码',
  expires: '验证码将在 {minutes} 分钟后失效。',
  ignore: '如果你没有申请此验证码，请忽略这封邮件：没有验证码，任何设置都不会改变。请勿将验证码告诉任何人。',
  accountExists: {
    subject: '你已经有 Forksure 账户了',
    heading: '你已经有账户了',
    intro: '有人尝试将此邮箱地址用于 Forksure 账户，但该地址已属于一个账户。',
    action: '如果是你本人，请使用用户名或邮箱登录；如果忘记了密码，可以在登录页面重置。',
    ignore: '如果不是你本人，请忽略这封邮件：没有任何更改。',
  },
  signature: 'Forksure 团队',
};
