/**
 * The tour's action bus lives in lib/ so every feature may report to it (features do not import each other);
 * this name stays for code written against it before the move.
 */
export { onTourAction, reportTourAction, type TourAction } from '../../lib/tour-actions';
