/** {@code hessian}: Hessian 2 through Apache Dubbo's hessian-lite on the canonical records. */
package dev.serbench.codec.hessian;
