/** A product as the lookup finds it: kg and cm, dollars with two decimals. */
export interface ProductDetails {
  asin: string;
  title: string;
  /** Dollars with two decimals ('24.99'), or null when no offer has a price. */
  price: string | null;
  /** The large picture's address (the medium one when there is no large). */
  image: string | null;
  /** The main picture at two sizes, each with its pixels: large for a card, medium for a grid tile. */
  images: { large: ProductPicture | null; medium: ProductPicture | null };
  availability: string;
  inStock: boolean;
  weight: number | null;
  dimensions: { length: number; width: number; height: number } | null;
  options: { type: string; value: string }[];
  rating: number | null;
  reviews: number | null;
  description: string;
  /** The product's Amazon page with our associate tag. */
  url: string;
}

interface ProductPicture {
  url: string;
  width: number;
  height: number;
}
