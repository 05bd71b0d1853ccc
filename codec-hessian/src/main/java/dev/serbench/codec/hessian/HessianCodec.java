package dev.serbench.codec.hessian;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;

/**
 * {@code hessian}: Hessian 2 through Apache Dubbo's hessian-lite, the maintained fork of Caucho's Hessian
 * (an Apache project, Dubbo's default serialization, with Java records, java.time and the JDK's immutable
 * collections built in; SOFA's com.alipay.sofa:hessian has had no release since hessian-lite's).
 */
public final class HessianCodec extends AbstractCodec {

  public HessianCodec() {
    super(CodecProperties.builder("hessian", "org.apache.dubbo:hessian-lite")
        .format("Hessian 2")
        .crossLanguage(true)
        .timestamps("hessian-lite's InstantHandle object {seconds long, nanos int}")
        .reusesBuffers(true)
        .notes("Hessian2Output/Hessian2Input with one SerializerFactory per binding, at hessian-lite's defaults:"
            + " records through its RecordSerializer (each message names its classes and field names once),"
            + " Instant through its java8 handle (seconds and nanoseconds), shared-reference tracking on."
            + " The binding's Output and Input are re-initialized per call; encode flushes into a reused"
            + " ByteArrayOutputStream and copies the bytes out.")
        .build());
    // The SerializerFactory needs nothing per root type, so every model type a dataset uses is bound the
    // same way; each binding builds its factory when it is made, so constructing the codec stays cheap.
    bindEveryModel(HessianBinding::new);
  }
}
