/**
 * react-slick ships no types and @types/react-slick is not installed: the part of its
 * API this app uses (react-slick 0.31 props, see its default-props.js).
 */
declare module 'react-slick' {
  import type { Component, CSSProperties, MouseEventHandler, ReactElement, ReactNode } from 'react';

  export interface CustomArrowProps {
    className?: string;
    style?: CSSProperties;
    /** null when the arrow can not move (non-infinite carousel at an end). */
    onClick?: MouseEventHandler<HTMLElement> | null;
    currentSlide?: number;
    slideCount?: number;
  }

  export interface ResponsiveObject {
    breakpoint: number;
    settings: 'unslick' | Settings;
  }

  export interface Settings {
    accessibility?: boolean;
    arrows?: boolean;
    dots?: boolean;
    dotsClass?: string;
    className?: string;
    customPaging?: (index: number) => ReactElement;
    appendDots?: (dots: ReactNode) => ReactElement;
    draggable?: boolean;
    infinite?: boolean;
    speed?: number;
    slidesToShow?: number;
    slidesToScroll?: number;
    swipeToSlide?: boolean;
    waitForAnimate?: boolean;
    nextArrow?: ReactElement;
    prevArrow?: ReactElement;
    responsive?: ResponsiveObject[];
    initialSlide?: number;
    beforeChange?: (current: number, next: number) => void;
    afterChange?: (current: number) => void;
    onInit?: () => void;
    onReInit?: () => void;
  }

  export default class Slider extends Component<Settings & { children?: ReactNode }> {
    slickNext(): void;
    slickPrev(): void;
    slickGoTo(slide: number, dontAnimate?: boolean): void;
  }
}
