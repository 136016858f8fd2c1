/** A stand-in for svg-captcha whose answer is always CAPTCHA_TEXT (see helpers/accounts.ts). */
import { CAPTCHA_TEXT } from './accounts.js';

const create = () => ({
  text: CAPTCHA_TEXT,
  data: '<svg xmlns="http://www.w3.org/2000/svg"><text>captcha</text></svg>',
});
export default { create, createMathExpr: create };
export { create };
