import { PRODUCT_NAME } from '../config/constants';

/** Sets the document title; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
