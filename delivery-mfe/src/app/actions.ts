import { isDeliveryCategory, type FormAnswer, type FormRequest } from '@zomato/shared';
import { sectionList } from '@zomato/section-ui';
import { answerAddToCart, badField } from '@zomato/section-ui/forms';

/**
 * delivery-mfe's ./Actions: the forms of its own routes, answered by its server code in its own
 * render lane. Its only form is a detail's ADD TO CART: /delivery/{category}/{id}, /delivery/{id}.
 */
export async function answerForm(request: FormRequest): Promise<FormAnswer> {
  const [, section, first, second, ...rest] = request.path.split('/');
  if (section !== 'delivery' || !first || rest.length > 0) return noForm;
  if (second === undefined) return answerAddToCart(request, sectionList('delivery'), first);
  return isDeliveryCategory(first) ? answerAddToCart(request, first, second) : noForm;
}

const noForm = badField('', 'This page has no form to send.');
