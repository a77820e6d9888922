import type { EmailTexts } from '../texts';

export const ja: EmailTexts = {
  codes: {
    signup: {
      subject: 'Forksure の登録コード',
      heading: 'メールアドレスの確認',
      intro: 'Forksure アカウントの作成を完了するには、次のコードを入力してください。',
    },
    reset: {
      subject: 'Forksure のパスワード再設定コード',
      heading: 'パスワードの再設定',
      intro: 'Forksure アカウントのパスワードを再設定するには、次のコードを入力してください。',
    },
    security: {
      subject: 'Forksure のセキュリティコード',
      heading: 'ご本人確認',
      intro: 'Forksure のパスワードを変更する前にご本人確認を行うため、次のコードを入力してください。',
    },
    emailVerification: {
      subject: 'Forksure のメールアドレス確認',
      heading: 'メールアドレスの確認',
      intro: 'Forksure アカウントのメールアドレスを確認するには、次のコードを入力してください。',
    },
    emailChange: {
      subject: 'Forksure の新しいメールアドレスの確認',
      heading: '新しいメールアドレスの確認',
      intro: 'このアドレスを Forksure アカウントの新しいメールアドレスにするには、次のコードを入力してください。',
    },
  },
  codeLabel: '確認コード',
  expires: 'このコードの有効期限は {minutes} 分です。',
  ignore: 'このコードに心当たりがない場合は、このメールを無視してください。コードが使われない限り、何も変更されません。コードは誰にも教えないでください。',
  accountExists: {
    subject: 'Forksure アカウントはすでに登録されています',
    heading: 'アカウントはすでにあります',
    intro: 'このメールアドレスを Forksure アカウントに使用しようとする操作がありましたが、このアドレスはすでにアカウントに登録されています。',
    action: 'ご本人の場合は、ユーザー名またはメールアドレスでログインしてください。パスワードをお忘れの場合は、ログインページから再設定できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。何も変更されていません。',
  },
  signature: 'Forksure チーム',
};
