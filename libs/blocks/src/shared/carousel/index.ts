export { Carousel, type CarouselControls, type CarouselProps } from './Carousel';
export { useCarouselControls } from './useCarouselControls';
