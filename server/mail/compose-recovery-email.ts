/** The recovery email, in Spanish, with the link as text and as a button. */

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

export const RECOVERY_EMAIL_SUBJECT = 'Restablece tu contraseña';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function composeRecoveryEmail(link: string, expiryMinutes: number): ComposedEmail {
  const validity =
    expiryMinutes % 60 === 0
      ? `${expiryMinutes / 60} hora${expiryMinutes === 60 ? '' : 's'}`
      : `${expiryMinutes} minutos`;
  const text = [
    'Hola:',
    '',
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de la Herramienta de Presupuestos.',
    '',
    'Abre este enlace para elegir una contraseña nueva:',
    link,
    '',
    `El enlace caduca en ${validity} y solo se puede usar una vez.`,
    'Si no has pedido este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="es"><body style="font-family: Arial, sans-serif; color: #1f2937">
<h2>Restablece tu contraseña</h2>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de la Herramienta de Presupuestos.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">Elegir una contraseña nueva</a></p>
<p>Si el botón no funciona, copia este enlace en el navegador:<br><a href="${href}">${href}</a></p>
<p>El enlace caduca en ${validity} y solo se puede usar una vez. Si no has pedido este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.</p>
</body></html>`;
  return { subject: RECOVERY_EMAIL_SUBJECT, text, html };
}
