package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.serbench.codec.jackson.JacksonDatabindCodec;

/**
 * {@code json-jackson-blackbird}: {@code json-jackson} with the Blackbird module, which replaces databind's
 * reflective property access with lambdas it generates at run time (Jackson's successor of Afterburner).
 */
public final class JacksonBlackbirdCodec extends JacksonDatabindCodec {

  public JacksonBlackbirdCodec() {
    super(JacksonCodec.properties("json-jackson-blackbird")
        .variant("Blackbird")
        .notes("json-jackson's mapper plus jackson-module-blackbird (BlackbirdModule), which binds record"
            + " accessors and constructors through LambdaMetafactory instead of reflection; same JSON bytes."
            + BINDING_NOTES)
        .build(), () -> isoInstants(JsonMapper.builder().addModule(new BlackbirdModule())));
  }
}
