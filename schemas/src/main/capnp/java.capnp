# Annotations understood by Java code generators for Cap'n Proto (same ids as capnproto-java).
@0xc5f1af96651f70ea;

annotation package @0x9ee4c8f803b3b596 (file) :Text;
# Java package of the generated code, such as "org.example.foo".

annotation outerClassname @0x9b066bb4881f7cd3 (file) :Text;
# Name of the outer class that wraps the generated code.
