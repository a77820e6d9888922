import type { EmailTexts } from '../texts';

export const es: EmailTexts = {
  codes: {
    signup: {
      subject: 'Tu código de registro de Forksure',
      heading: 'Confirma tu correo electrónico',
      intro: 'Introduce este código para terminar de crear tu cuenta de Forksure:',
    },
    reset: {
      subject: 'Tu código para restablecer la contraseña de Forksure',
      heading: 'Restablece tu contraseña',
      intro: 'Introduce este código para restablecer la contraseña de tu cuenta de Forksure:',
    },
    security: {
      subject: 'Tu código de seguridad de Forksure',
      heading: 'Confirma que eres tú',
      intro: 'Introduce este código para confirmar que eres tú antes de cambiar tu contraseña de Forksure:',
    },
    emailVerification: {
      subject: 'Verifica tu correo de Forksure',
      heading: 'Verifica tu correo electrónico',
      intro: 'Introduce este código para verificar la dirección de correo de tu cuenta de Forksure:',
    },
    emailChange: {
      subject: 'Confirma tu nuevo correo de Forksure',
      heading: 'Confirma tu nuevo correo electrónico',
      intro: 'Introduce este código para que esta dirección sea el nuevo correo de tu cuenta de Forksure:',
    },
  },
  codeLabel: 'Tu código',
  expires: 'El código caduca en {minutes} minutos.',
  ignore: 'Si no has pedido este código, puedes ignorar este correo: nada cambia sin él. No compartas nunca el código con nadie.',
  accountExists: {
    subject: 'Ya tienes una cuenta de Forksure',
    heading: 'Ya tienes una cuenta',
    intro: 'Alguien ha intentado usar esta dirección de correo para una cuenta de Forksure, pero ya pertenece a una cuenta.',
    action: 'Si fuiste tú, inicia sesión con tu nombre de usuario o tu correo, o restablece tu contraseña desde la página de inicio de sesión si la has olvidado.',
    ignore: 'Si no fuiste tú, puedes ignorar este correo: no ha cambiado nada.',
  },
  signature: 'El equipo de Forksure',
};
