import type { EmailTexts } from '../texts';

export const ko: EmailTexts = {
  codes: {
    signup: {
      subject: 'Forksure 가입 인증 코드',
      heading: '이메일 주소 확인',
      intro: 'Forksure 계정 만들기를 완료하려면 아래 코드를 입력하세요.',
    },
    reset: {
      subject: 'Forksure 비밀번호 재설정 코드',
      heading: '비밀번호 재설정',
      intro: 'Forksure 계정의 비밀번호를 재설정하려면 아래 코드를 입력하세요.',
    },
    security: {
      subject: 'Forksure 보안 코드',
      heading: '본인 확인',
      intro: 'Forksure 비밀번호를 변경하기 전에 본인임을 확인하려면 아래 코드를 입력하세요.',
    },
    emailVerification: {
      subject: 'Forksure 이메일 인증',
      heading: '이메일 주소 인증',
      intro: 'Forksure 계정의 이메일 주소를 인증하려면 아래 코드를 입력하세요.',
    },
    emailChange: {
      subject: 'Forksure 새 이메일 주소 확인',
      heading: '새 이메일 주소 확인',
      intro: '이 주소를 Forksure 계정의 새 이메일로 설정하려면 아래 코드를 입력하세요.',
    },
  },
  codeLabel: '인증 코드',
  expires: '이 코드는 {minutes}분 후에 만료됩니다.',
  ignore: '이 코드를 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 코드 없이는 아무것도 변경되지 않습니다. 코드를 다른 사람과 절대 공유하지 마세요.',
  accountExists: {
    subject: '이미 Forksure 계정이 있습니다',
    heading: '이미 계정이 있습니다',
    intro: '누군가 이 이메일 주소를 Forksure 계정에 사용하려고 했지만, 이 주소는 이미 계정에 등록되어 있습니다.',
    action: '본인이라면 사용자 이름이나 이메일로 로그인하세요. 비밀번호를 잊으셨다면 로그인 페이지에서 재설정할 수 있습니다.',
    ignore: '본인이 아니라면 이 이메일을 무시하셔도 됩니다. 아무것도 변경되지 않았습니다.',
  },
  signature: 'Forksure 팀',
};
