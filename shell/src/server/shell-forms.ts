import { isItemId, type FormAnswer, type FormRequest } from '@zomato/shared';
import { answerAddToCart, badField } from '@zomato/section-ui/forms';

/** The forms of the shell's own pages: ADD TO CART on /search-details/{id} (a dish of the global list). */
export function answerShellForm(request: FormRequest): Promise<FormAnswer> {
  const [, page, id, ...rest] = request.path.split('/');
  if (page === 'search-details' && isItemId(id) && rest.length === 0)
    return answerAddToCart(request, 'global', id);
  return Promise.resolve(badField('', 'This page has no form to send.'));
}
